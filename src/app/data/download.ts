import ky from 'ky';
import type { Endpoint } from '../../shared/api/endpoint';
import { currentLanguage, t } from '../i18n';
import { notify } from '../notify';
import { getToken } from '../session/cookies';
import { API_BASE, DOWNLOAD_TIMEOUT_MS } from './config';
import { isJsonAnswer } from './errorBlob';
import { ApiError } from './errors';
import { blobFailure, saveBlob } from './getFile';

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

/** Saves a file that came back base64 in the JSON envelope (an asset export, a safe's encrypted export). */
export function saveBase64File(file: { fileName: string; mimeType: string; contentBase64: string }): void {
  const binary = atob(file.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  saveBlob(new Blob([bytes], { type: file.mimeType }), file.fileName);
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
  if (isJsonAnswer(blob.type)) throw blobFailure(await blob.text(), false);
  saveBlob(blob, fileName);
}
