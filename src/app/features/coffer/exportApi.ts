import { type CofferExportBody, type CofferExportFile, exportCoffer } from '../../../shared/api/cofferExport';
import { DOWNLOAD_TIMEOUT_MS } from '../../data/config';
import { call } from '../../data/http';
import { t } from '../../i18n';
import { notify } from '../../notify';

/**
 * The safe's encrypted export (docs/coffer.md "Export"): the file comes back base64 in the envelope and the browser
 * saves it, the asset export's way (features/assets/importApi.ts saveDownload; keep the two in step). The file is
 * already encrypted: nothing readable passes through the page, and the password is sent once, never kept.
 */

function saveFile(file: Pick<CofferExportFile, 'fileName' | 'mimeType' | 'contentBase64'>): void {
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
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Spec §8: 正在下载数据，请稍候 while the file is built (every secret of the safe is decrypted and re-encrypted),
 * then the browser saves it; answers the counts for the toast. Silent: the dialog shows a refusal under its field.
 */
export async function exportSafe(body: CofferExportBody): Promise<{ accountCount: number; secretCount: number }> {
  notify.info(t('http.downloading'));
  const file = await call(exportCoffer, { body, silent: true, timeoutMs: DOWNLOAD_TIMEOUT_MS });
  saveFile(file);
  return { accountCount: file.accountCount, secretCount: file.secretCount };
}
