import { createHash, createHmac } from 'node:crypto';
import { downloadFile, endpointPath } from '@shop/contracts';

/**
 * A download token is base64url(HMAC-SHA256(DOWNLOAD_TOKEN_SECRET, grant id)): 256 bits nobody can
 * guess without the secret. Only sha256(token) is stored, so a database dump alone opens nothing,
 * yet the order page can show its links again by recomputing them from the grant ids.
 */
export function downloadToken(secret: string, grantId: string): string {
  return createHmac('sha256', secret).update(grantId).digest('base64url');
}

/** The link a buyer downloads a grant's file by: the order page's, the receipt's and the mails'. */
export function downloadUrl(publicBaseUrl: string, secret: string, grantId: string): string {
  const path = endpointPath(downloadFile.path, { token: downloadToken(secret, grantId) });
  return `${publicBaseUrl.replace(/\/+$/, '')}${path}`;
}

export function hashDownloadToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 bytes in base64url; anything else is not one of ours and needs no database lookup. */
export function isWellFormedDownloadToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
