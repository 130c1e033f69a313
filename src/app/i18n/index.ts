import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { parseMsgRef } from '../../shared/validation';
import { coreBundles, DEFAULT_LANGUAGE, LANGUAGES, type Language } from './bundles';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './bundles';

/** localStorage key of the chosen language (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy mode, sandboxed frame): the default language is then right.
    return DEFAULT_LANGUAGE;
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: coreBundles['zh-CN'] },
    en: { translation: coreBundles.en },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // React escapes output itself.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** The current language, as sent in Accept-Language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function setLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not remembered across reloads when storage is blocked; the switch still applies to this page.
  }
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** Translate outside React (data layer, router). Inside components use useTranslation(). */
export function t(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, params ?? {});
}

/**
 * Render a message reference of a shared zod schema ("key" or "key?name=value") in the current
 * language. A `field` parameter is itself translated through `fields.*` when we know the field.
 */
export function tMsg(ref: string): string {
  const { key, params } = parseMsgRef(ref);
  const field = params.field;
  const rendered: Record<string, string> = { ...params };
  if (field !== undefined) rendered.field = i18n.t(`fields.${field}`, { defaultValue: field });
  return i18n.exists(`msg.${key}`) ? i18n.t(`msg.${key}`, rendered) : ref;
}
