import type { DesktopFileFilter } from '../../../../src-preload/desktop-api';
import type { DownloadedFile } from '../../api/download';

/** Where a file went: the browser's downloads, a path the person chose, or nowhere (they cancelled). */
export type SaveResult =
  { kind: 'downloaded'; fileName: string } | { kind: 'saved'; path: string } | { kind: 'cancelled' };

/** Long enough for the browser to have started reading the file before its address is dropped. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Puts a file in the person's hands: the native save dialog in the desktop app (opened with the
 * server's file name), a download through a link in a browser.
 */
export async function saveFile(file: DownloadedFile, filter: DesktopFileFilter): Promise<SaveResult> {
  const desktop = window.desktop;
  if (desktop !== undefined) {
    const path = await desktop.saveFile({
      defaultPath: file.fileName,
      filters: [filter],
      data: new Uint8Array(await file.blob.arrayBuffer()),
    });
    return path === null ? { kind: 'cancelled' } : { kind: 'saved', path };
  }
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  return { kind: 'downloaded', fileName: file.fileName };
}

/** A text file made here (a template, a list of failed rows), as CSV with a BOM so Excel reads UTF-8. */
export function csvFile(fileName: string, text: string): DownloadedFile {
  const bom = text.startsWith('\uFEFF') ? '' : '\uFEFF';
  return { fileName, blob: new Blob([bom, text], { type: 'text/csv;charset=utf-8' }) };
}

export const CSV_FILTER: DesktopFileFilter = { name: 'CSV', extensions: ['csv'] };
