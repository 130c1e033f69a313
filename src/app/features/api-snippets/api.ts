import { apiUrl } from '../../data/config';
import { currentLanguage } from '../../i18n';
import { getToken } from '../../session/cookies';
import { type OpenApiDocument, OpenApiDocumentSchema } from './openApiDocument';

/** Where the server publishes its OpenAPI document (src/server/plugins/docs.ts) and the document's reader UI. */
export const OPENAPI_JSON_PATH = '/docs/json';
export const OPENAPI_UI_PATH = '/docs';

export class OpenApiFetchError extends Error {
  constructor(
    readonly reason: 'http' | 'invalid',
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'OpenApiFetchError';
  }
}

/**
 * The server's OpenAPI document, sent with the caller's token. It is plain JSON, not the `{code, msg, data}`
 * envelope, so it is fetched directly rather than through data/http.ts; it is the only call of this feature.
 */
export async function fetchOpenApiDocument(signal?: AbortSignal): Promise<OpenApiDocument> {
  const token = getToken();
  const response = await fetch(apiUrl(OPENAPI_JSON_PATH), {
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal: signal ?? null,
  });
  if (!response.ok) throw new OpenApiFetchError('http', `HTTP ${response.status}`);
  const parsed = OpenApiDocumentSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error('The OpenAPI document does not have the expected shape', parsed.error.issues);
    throw new OpenApiFetchError('invalid', parsed.error.issues[0]?.message ?? '');
  }
  return parsed.data;
}
