import ky from 'ky';
import { currentLanguage, t } from '../i18n';
import { currentPathname } from '../navigation/navigation';
import { notify } from '../notify';
import { getToken } from '../session/cookies';
import { apiUrl, DOWNLOAD_TIMEOUT_MS } from './config';
import { fileNameOfDisposition } from './contentDisposition';
import { decideResponse } from './decideResponse';
import { runEffects } from './effects';
import { isJsonAnswer, parseErrorBlob } from './errorBlob';
import { ApiError, isApiError } from './errors';
import { renderText } from './renderText';

/** Hands a blob to the browser as a download named fileName. */
export function saveBlob(blob: Blob, fileName: string): void {
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

const downloadFailed = (kind: 'network' | 'http' | 'reply', code = 0) =>
  new ApiError({ kind, code, msg: t('http.downloadFailed') });

/**
 * A refusal that came back where a file was expected (a JSON envelope with code and msg, spec §7): spec §8's effects
 * are carried out (its toast unless silent; an expired session still ends) and the ApiError carries the server's msg,
 * or the generic download failure when the text is no envelope.
 */
export function blobFailure(text: string, silent: boolean): ApiError {
  const refusal = parseErrorBlob(text);
  if (!refusal) {
    if (!silent) notify.error(t('http.downloadFailed'));
    return downloadFailed('reply', 500);
  }
  const decision = decideResponse(
    { kind: 'response', status: 200, body: { code: refusal.code, msg: refusal.msg || t('http.downloadFailed') } },
    { silent, pathname: currentPathname() },
  );
  runEffects(decision.effects);
  // parseErrorBlob never answers code 200, so the decision is a failure; the guard keeps the types honest.
  if (decision.outcome !== 'fail') return downloadFailed('reply', refusal.code);
  return new ApiError({ ...decision.failure, msg: renderText(decision.failure.text) });
}

export interface GetFileOptions {
  signal?: AbortSignal;
  /** The caller shows failures itself: no toast (an expired session still ends). */
  silent?: boolean;
}

export interface FileAnswer {
  blob: Blob;
  /** The name the server gives it (Content-Disposition), when it gives one. */
  fileName: string | null;
}

/** GETs a file with the sign-in token (which an <a href> or <img src> cannot send). */
export async function getFile(
  path: string,
  query: Record<string, string>,
  options: GetFileOptions = {},
): Promise<FileAnswer> {
  const token = getToken();
  let response: Response;
  try {
    response = await ky.get(apiUrl(path), {
      searchParams: query,
      headers: { 'Accept-Language': currentLanguage(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      timeout: DOWNLOAD_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') {
      throw new ApiError({ kind: 'aborted', code: 0, msg: t('http.aborted') });
    }
    throw downloadFailed('network');
  }
  const blob = await response.blob();
  const isRefusal = isJsonAnswer(blob.type);
  // A status page in place of a file must not navigate away from the form that shows it: only its msg is read.
  if (!response.ok) {
    const refusal = isRefusal ? parseErrorBlob(await blob.text()) : null;
    throw refusal?.msg
      ? new ApiError({ kind: 'http', code: refusal.code, msg: refusal.msg, status: response.status })
      : downloadFailed('http', response.status);
  }
  if (isRefusal) throw blobFailure(await blob.text(), options.silent ?? false);
  return { blob, fileName: fileNameOfDisposition(response.headers.get('content-disposition')) };
}

/**
 * Downloads a file (GET with the token) and saves it: 正在下载数据，请稍候 when it starts, 下载文件出现错误，请联系管理员！
 * or the msg of the refusal when it fails (spec §8).
 */
export async function saveFile(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  notify.info(t('http.downloading'));
  try {
    const { blob, fileName } = await getFile(path, query, { silent: true });
    saveBlob(blob, fileName ?? fallbackName);
  } catch (error) {
    const failure = isApiError(error) ? error : downloadFailed('network');
    if (failure.kind !== 'aborted' && failure.kind !== 'session') notify.error(failure.msg);
    if (!isApiError(error)) console.error('download failed', error);
    throw failure;
  }
}
