import type { ServerResponse } from 'node:http';
import { formatMessage, type Lang, type MessageKey } from '../../../shared/messages';

/** What the asset's origin answers instead of the web application: a short page in the user's language. */
export function sendRefusal(
  res: ServerResponse,
  status: number,
  lang: Lang,
  key: MessageKey,
  params: Record<string, string> = {},
): void {
  const title = formatMessage('webPageTitle', lang);
  const text = formatMessage(key, lang, params);
  const body = `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p></main></body></html>`;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

/** Accept-Language starting with `en` is English, anything else Chinese (as the console's API answers). */
export function langOfHeader(header: string | undefined): Lang {
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
