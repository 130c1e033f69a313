import { type CofferExportBody, exportCoffer } from '../../../shared/api/cofferExport';
import { DOWNLOAD_TIMEOUT_MS } from '../../data/config';
import { call, saveBase64File } from '../../data/http';
import { t } from '../../i18n';
import { notify } from '../../notify';

/**
 * The safe's encrypted export (docs/coffer.md "Export"): the file comes back base64 in the envelope and the browser
 * saves it, as the asset export does (saveBase64File of the data layer). The file is already encrypted: nothing
 * readable passes through the page, and the password is sent once, never kept.
 */

/**
 * Spec §8: 正在下载数据，请稍候 while the file is built (every secret of the safe is decrypted and re-encrypted),
 * then the browser saves it; answers the counts for the toast. Silent: the dialog shows a refusal under its field.
 */
export async function exportSafe(body: CofferExportBody): Promise<{ accountCount: number; secretCount: number }> {
  notify.info(t('http.downloading'));
  const file = await call(exportCoffer, { body, silent: true, timeoutMs: DOWNLOAD_TIMEOUT_MS });
  saveBase64File(file);
  return { accountCount: file.accountCount, secretCount: file.secretCount };
}
