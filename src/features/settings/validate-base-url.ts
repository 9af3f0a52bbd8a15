/** null when usable; else the reason. Only http(s) URLs; no credentials or query in them. */
export function validateBaseUrl(value: string): string | null {
  const v = value.trim();
  if (v === '') return 'Enter the base URL of the service.';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return 'This is not a valid URL (it should start with https://).';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Only http and https URLs are supported.';
  if (url.username || url.password) return 'Do not put credentials in the URL; use the API key field.';
  if (url.search || url.hash) return 'The base URL takes no query or fragment.';
  return null;
}
