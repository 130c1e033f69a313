import type { FastifyRequest } from 'fastify';
import { formatMessage, type Lang, type MessageKey, messages } from '../../shared/messages';
import { parseMsgRef } from '../../shared/rules/validation';

/** Accept-Language starting with `en` answers in English; everything else in Chinese (the default). */
export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** Renders a message reference (`key` or `key?name=value`) or returns null when it names no message. */
export function renderRef(ref: string, lang: Lang): string | null {
  const { key, params } = parseMsgRef(ref);
  return isMessageKey(key) ? formatMessage(key, lang, params) : null;
}

/** Whether the message text itself names its field (`{{field}}` placeholder). */
export function namesField(ref: string): boolean {
  const { key } = parseMsgRef(ref);
  return isMessageKey(key) && messages[key].zh.includes('{{field}}');
}
