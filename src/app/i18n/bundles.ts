import { messages } from '../../shared/messages';

export type Language = 'zh-CN' | 'en';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export type Tree = Record<string, unknown>;

function sharedMessages(lang: 'zh' | 'en'): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, text[lang]]));
}

/**
 * Texts every page needs (sign-in included): our own keys (app, http, login, …) and `msg`, the texts
 * shared with the server (src/shared/messages.ts). One chunk per language: the page loads only the
 * current one up front and the other when the user switches (see index.ts). The signed-in shell's
 * bundles join in shellBundles.ts.
 */
export const loadCoreBundle: Record<Language, () => Promise<Tree>> = {
  'zh-CN': async () => ({ ...(await import('./locales/zh-CN')).zhCN, msg: sharedMessages('zh') }),
  en: async () => ({ ...(await import('./locales/en')).en, msg: sharedMessages('en') }),
};
