/**
 * Hands a file to the browser as a download: a Blob (CSV, JSON, SVG) or a data URL (a PNG),
 * under a file name. Every download of the app (a chart's data and images, the flow explorer's
 * observations) goes through here.
 */

/** How long a Blob's object URL outlives the click: revoking at once can cancel the download. */
export const REVOKE_AFTER_MS = 10_000;

export function saveFile(fileName: string, content: Blob | string): void {
  const url = typeof content === 'string' ? content : URL.createObjectURL(content);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
