import {
  downloadImportTemplate,
  type ExportAssetsQuery,
  exportAssets,
  type FileDownload,
  type ImportFormat,
  importAssets,
} from '../../../shared/api';
import { DOWNLOAD_TIMEOUT_MS } from '../../data/config';
import { call } from '../../data/http';
import { t } from '../../i18n';
import { notify } from '../../notify';

/** Import and export calls of the asset pages; files come back base64 in the envelope. */

/** Reads a picked file as base64 (without the data: prefix). */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

function saveDownload(file: FileDownload): void {
  const binary = atob(file.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Spec §8: 正在下载数据，请稍候 while the file is built, then the browser saves it. */
async function downloadWith(load: () => Promise<FileDownload>): Promise<void> {
  notify.info(t('http.downloading'));
  saveDownload(await load());
}

export const downloadTemplate = (format: ImportFormat) =>
  downloadWith(() => call(downloadImportTemplate, { query: { format }, timeoutMs: DOWNLOAD_TIMEOUT_MS }));

export const downloadExport = (query: ExportAssetsQuery) =>
  downloadWith(() => call(exportAssets, { query, timeoutMs: DOWNLOAD_TIMEOUT_MS }));

/** The report comes back on a dry run; a real import answers it too, or fails as a whole. */
export const uploadImport = (fileName: string, contentBase64: string, dryRun: boolean) =>
  call(importAssets, { body: { fileName, contentBase64, dryRun }, silent: true, timeoutMs: DOWNLOAD_TIMEOUT_MS });
