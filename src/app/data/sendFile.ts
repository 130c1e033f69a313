import type { z } from 'zod';
import { changesState, type Endpoint, type Schema } from '../../shared/api/endpoint';
import { currentLanguage } from '../i18n';
import { isBrowserOffline, noteServerAnswer } from '../pwa/connectivity';
import { getToken } from '../session/cookies';
import { apiUrl, DOWNLOAD_TIMEOUT_MS } from './config';
import type { Observation } from './decideResponse';
import { buildSearch, dataOf, refuseOfflineWrite, settle } from './http';

export interface SendFileOptions {
  /** Multipart field the file goes in (spec §7: `file`). */
  field?: string;
  query?: Record<string, string>;
  /** Share of the body sent so far, 0 … 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The caller shows failures itself (navigation and session expiry still happen). */
  silent?: boolean;
}

function readJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON (a proxy's error page): the status alone decides.
    return null;
  }
}

/**
 * XMLHttpRequest, not ky: ky's onUploadProgress streams the request body, which Chromium sends only over HTTP/2
 * or QUIC, and Gatehouse serves HTTP/1.1 on its own port; XHR reports upload progress on any connection.
 */
function post(url: string, form: FormData, options: SendFileOptions): Promise<Observation> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = DOWNLOAD_TIMEOUT_MS;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      // Only the connectivity state reads this answer; a POST is never served from the service worker's cache.
      noteServerAnswer(new Response(null));
      resolve({ kind: 'response', status: request.status, body: readJson(request.responseText) });
    };
    request.onerror = () => resolve({ kind: 'network' });
    request.ontimeout = () => resolve({ kind: 'timeout' });
    request.onabort = () => resolve({ kind: 'aborted' });
    const { signal } = options;
    if (signal?.aborted) {
      resolve({ kind: 'aborted' });
      return;
    }
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/**
 * Sends one file as multipart to an endpoint with upload progress, and answers the envelope's `data` parsed with
 * the endpoint's reply schema; failures follow spec §8 as every other call's do (http.ts settle()).
 */
export async function sendFile<R extends Schema>(
  endpoint: Endpoint<Schema, Schema, Schema, R>,
  file: File,
  options: SendFileOptions = {},
): Promise<z.output<R>> {
  const silent = options.silent ?? false;
  const isWrite = changesState(endpoint);
  if (isWrite && isBrowserOffline()) throw refuseOfflineWrite(silent);
  const form = new FormData();
  form.append(options.field ?? 'file', file, file.name);
  const search = buildSearch(options.query).toString();
  const sentToken = getToken();
  const observation = await post(`${apiUrl(endpoint.path)}${search ? `?${search}` : ''}`, form, options);
  return dataOf(endpoint, settle(observation, { silent, isWrite, sentToken }), silent);
}
