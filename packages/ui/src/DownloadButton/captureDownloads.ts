/** A file that a story saw being saved through an `<a download>` click. */
export interface CapturedDownload {
  fileName: string;
  /** The saved file's content, read from its object URL. */
  blob: Promise<Blob>;
}

/**
 * For stories: catches the `<a download>` clicks that save a file, keeps their name and content, and
 * cancels the real download. Returns the list and the function that stops catching (a story's cleanup).
 */
export function captureDownloads(): { downloads: CapturedDownload[]; stop: () => void } {
  const downloads: CapturedDownload[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLAnchorElement) || !target.hasAttribute('download')) return;
    event.preventDefault();
    downloads.push({ fileName: target.download, blob: fetch(target.href).then((response) => response.blob()) });
  };
  document.addEventListener('click', onClick, true);
  return { downloads, stop: () => document.removeEventListener('click', onClick, true) };
}
