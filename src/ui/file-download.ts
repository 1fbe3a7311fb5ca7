/** How long a blob's URL stays valid: long enough for a download or a new tab to read it; then the bytes are let go. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** A URL for bytes the page holds (a record it made, a file it fetched with the person's token), released after a minute. */
export function temporaryUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  return url;
}

/**
 * Downloads `url` under `fileName` through a link clicked inside `holder`, an element of the element's own shadow
 * root: nothing is added to the host page.
 */
export function downloadFrom(holder: Element | null | undefined, url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  holder?.append(link);
  link.click();
  link.remove();
}
