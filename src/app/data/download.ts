import ky from 'ky';
import type { Endpoint } from '../../shared/api/endpoint';
import { currentLanguage, t } from '../i18n';
import { currentPathname } from '../navigation/navigation';
import { notify } from '../notify';
import { getToken } from '../session/cookies';
import { API_BASE, DOWNLOAD_TIMEOUT_MS } from './config';
import { decideResponse, readEnvelope } from './decideResponse';
import { runEffects } from './effects';
import { ApiError } from './errors';
import { renderText } from './renderText';

export type FormValue = string | number | boolean | null | undefined;

function targetUrl(target: Endpoint | string): string {
  const path = typeof target === 'string' ? target : target.path;
  if (/^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`)) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

export function formBody(body: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  return form;
}

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a file that came back base64 in the JSON envelope (an asset export, a safe's encrypted export). */
export function saveBase64File(file: { fileName: string; mimeType: string; contentBase64: string }): void {
  const binary = atob(file.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  saveBlob(new Blob([bytes], { type: file.mimeType }), file.fileName);
}

/** An error answer comes back as a JSON blob instead of the file: surface its code and msg (spec §7). */
async function failFromJsonBlob(blob: Blob): Promise<never> {
  const body: unknown = JSON.parse(await blob.text());
  const envelope = readEnvelope(body);
  const decision = decideResponse(
    { kind: 'response', status: 200, body },
    { silent: false, pathname: currentPathname() },
  );
  runEffects(decision.effects);
  const msg = decision.outcome === 'fail' ? renderText(decision.failure.text) : t('http.downloadFailed');
  throw new ApiError({ kind: 'business', code: envelope?.code ?? 500, msg });
}

/** POSTs a form-encoded body and saves the blob answer as fileName (spec §7 "Blob download"). */
export async function download(
  target: Endpoint | string,
  body: Record<string, FormValue>,
  fileName: string,
): Promise<void> {
  notify.info(t('http.downloading'));
  const token = getToken();
  let blob: Blob;
  try {
    const response = await ky.post(targetUrl(target), {
      body: formBody(body),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      timeout: DOWNLOAD_TIMEOUT_MS,
      retry: 0,
    });
    blob = await response.blob();
  } catch (error) {
    console.error('download failed', error);
    notify.error(t('http.downloadFailed'));
    throw new ApiError({ kind: 'network', code: 0, msg: t('http.downloadFailed') });
  }
  if (blob.type.includes('application/json')) {
    try {
      await failFromJsonBlob(blob);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The JSON could not be read: say the generic download failure.
      notify.error(t('http.downloadFailed'));
      throw new ApiError({ kind: 'reply', code: 500, msg: t('http.downloadFailed') });
    }
  }
  saveBlob(blob, fileName);
}
