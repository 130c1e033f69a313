import type { FastifyInstance } from 'fastify';

export interface ApiResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: { code: number; msg: string; data?: unknown; rows?: unknown[]; total?: number };
  text: string;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  lang?: 'zh' | 'en';
  ip?: string;
  query?: Record<string, string>;
}

let ipCounter = 0;
/**
 * A fresh client address. Sign-in is rate limited per address (20 a minute); tests that sign in often
 * come from different addresses, as different users would, so only the rate-limit test meets the limit.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Calls /prod-api through inject(), the way the console does (JSON, Bearer token, Accept-Language). */
export async function call(app: FastifyInstance, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'accept-language': options.lang === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method: method as 'GET',
    url: `/prod-api${path}`,
    headers,
    ...(options.query ? { query: options.query } : {}),
    ...(hasBody ? { payload: options.rawBody ?? JSON.stringify(options.body) } : {}),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  let body: ApiResult['body'] = { code: -1, msg: '' };
  try {
    body = response.json();
  } catch {
    // Not JSON (a page, the docs UI): callers look at `text` instead.
  }
  return { status: response.statusCode, headers: response.headers, body, text: response.body } satisfies ApiResult;
}
