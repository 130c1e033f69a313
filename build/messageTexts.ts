import type { Plugin } from 'vite';
import { SIGN_IN_MESSAGE_KEYS } from '../src/app/i18n/signInMessages';
import { type Lang, type MessageKey, messages } from '../src/shared/messages';

/**
 * Splits the shared message catalogue (src/shared/messages/index.ts holds every text in both languages) so
 * that /login loads only what it shows, in its language:
 *  - `virtual:message-texts/sign-in/zh` and `…/en`: the keys of SIGN_IN_MESSAGE_KEYS in one language;
 *  - `virtual:message-texts/all`: every key in both languages, for the signed-in shell and later pages.
 * The catalogue is read when the config loads; Vite restarts the dev server when it changes.
 */
const PREFIX = 'virtual:message-texts/';
const RESOLVED = `\0${PREFIX}`;

function textsOf(keys: readonly MessageKey[], lang: Lang): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, messages[key][lang]]));
}

function moduleFor(name: string): string | null {
  const allKeys = Object.keys(messages) as MessageKey[];
  if (name === 'all') {
    return `export const all = ${JSON.stringify({ zh: textsOf(allKeys, 'zh'), en: textsOf(allKeys, 'en') })};`;
  }
  const lang = /^sign-in\/(zh|en)$/.exec(name)?.[1] as Lang | undefined;
  return lang ? `export const texts = ${JSON.stringify(textsOf(SIGN_IN_MESSAGE_KEYS, lang))};` : null;
}

export function messageTexts(): Plugin {
  return {
    name: 'gatehouse:message-texts',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const code = moduleFor(id.slice(RESOLVED.length));
      if (code === null) throw new Error(`Unknown message texts module ${id.slice(1)}`);
      return code;
    },
  };
}
