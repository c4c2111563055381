/** Only web links become hrefs: anything else (javascript:, data:) is shown as text, never followed. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
