import { messages } from '../../shared/messages';
import { en } from './locales/en';
import { zhCN } from './locales/zh-CN';

export type Language = 'zh-CN' | 'en';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export type Tree = Record<string, unknown>;

function sharedMessages(lang: 'zh' | 'en'): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[lang]]));
}

/**
 * Texts every page needs (sign-in included): our own keys (app, http, login, …) and `msg`, the texts
 * shared with the server (src/shared/messages.ts). The layout's bundles join in shellBundles.ts.
 */
export const coreBundles: Record<Language, Tree> = {
  'zh-CN': { ...zhCN, msg: sharedMessages('zh') },
  en: { ...en, msg: sharedMessages('en') },
};
