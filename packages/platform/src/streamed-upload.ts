/**
 * The bodies that are uploads: a multipart form (the classic upload, commission files) or a part
 * of a resumable upload (tus PATCH, `application/offset+octet-stream`). They stream through the
 * gateway to the service rather than being read whole, are the curator's alone, and have an idle
 * limit but no shorter total one than the whole request's.
 */
export function isStreamedUploadType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return type.startsWith('multipart/') || type.startsWith('application/offset+octet-stream');
}
