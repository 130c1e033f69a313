export type Language = 'zh-CN' | 'en';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en'];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export type Tree = Record<string, unknown>;

/**
 * Texts every page needs (sign-in included): our own keys (app, http, login, …) and, under `msg`, the
 * part of the texts shared with the server that /login shows (signInMessages.ts). One chunk per
 * language: the page loads only the current one up front and the other when the user switches (see
 * index.ts). The rest of `msg` joins in messageCatalogue.ts, the signed-in shell's bundles in
 * router/shellBundles.ts.
 */
export const loadCoreBundle: Record<Language, () => Promise<Tree>> = {
  'zh-CN': async () => (await import('./coreZhCN')).coreZhCN,
  en: async () => (await import('./coreEn')).coreEn,
};
