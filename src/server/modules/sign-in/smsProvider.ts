import type { SignInConfig } from './settings';

/** Sends one text message. Throws ProviderError with a short reason when the gateway refuses. */
export interface SmsProvider {
  send(phone: string, code: string): Promise<void>;
}

export class ProviderError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ProviderError';
  }
}

const TIMEOUT_MS = 10_000;

function headerLines(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    });
}

/** Fills {phone}, {code} and {apiKey}; values are escaped for the body's format (JSON, form or text). */
export function fillTemplate(template: string, values: Record<string, string>, contentType: string): string {
  const encodeValue = contentType.includes('json')
    ? (value: string) => JSON.stringify(value).slice(1, -1)
    : contentType.includes('x-www-form-urlencoded')
      ? encodeURIComponent
      : (value: string) => value;
  return template.replace(/\{(phone|code|apiKey)\}/g, (_, name: string) => encodeValue(values[name] ?? ''));
}

/**
 * Any SMS gateway with an HTTP API: the administrator sets the URL, method, headers, where the API key
 * goes and a body template. GET sends the filled template as the query string. Success is a 2xx status
 * whose body contains `successContains` (when set).
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly config: SignInConfig['sms']) {}

  async send(phone: string, code: string): Promise<void> {
    const { config } = this;
    const values = { phone, code, apiKey: config.apiKey };
    const headers = new Headers(headerLines(config.headers));
    if (config.apiKeyHeader && config.apiKey) headers.set(config.apiKeyHeader, config.apiKey);
    const isGet = config.method === 'GET';
    const body = config.bodyTemplate
      ? fillTemplate(config.bodyTemplate, values, isGet ? 'x-www-form-urlencoded' : config.contentType)
      : '';
    let url = config.url;
    if (isGet && body) url += (url.includes('?') ? '&' : '?') + body;
    if (!isGet && config.contentType) headers.set('content-type', config.contentType);
    let response: Response;
    try {
      response = await fetch(url, {
        method: config.method,
        headers,
        ...(isGet ? {} : { body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new ProviderError(error instanceof Error ? error.message : 'network error');
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new ProviderError(`HTTP ${response.status}`);
    if (config.successContains && !text.includes(config.successContains)) {
      throw new ProviderError(text.slice(0, 120) || 'unexpected answer');
    }
  }
}
