import {
  downloadImportTemplate,
  type ExportAssetsQuery,
  exportAssets,
  type FileDownload,
  type ImportFormat,
  importAssets,
} from '../../../shared/api';
import { DOWNLOAD_TIMEOUT_MS } from '../../data/config';
import { call, saveBase64File } from '../../data/http';
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

/** Spec §8: 正在下载数据，请稍候 while the file is built, then the browser saves it. */
async function downloadWith(load: () => Promise<FileDownload>): Promise<void> {
  notify.info(t('http.downloading'));
  saveBase64File(await load());
}

export const downloadTemplate = (format: ImportFormat) =>
  downloadWith(() => call(downloadImportTemplate, { query: { format }, timeoutMs: DOWNLOAD_TIMEOUT_MS }));

export const downloadExport = (query: ExportAssetsQuery) =>
  downloadWith(() => call(exportAssets, { query, timeoutMs: DOWNLOAD_TIMEOUT_MS }));

/** The report comes back on a dry run; a real import answers it too, or fails as a whole. */
export const uploadImport = (fileName: string, contentBase64: string, dryRun: boolean) =>
  call(importAssets, { body: { fileName, contentBase64, dryRun }, silent: true, timeoutMs: DOWNLOAD_TIMEOUT_MS });
