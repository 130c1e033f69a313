import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { parseMsgRef } from '../../shared/rules/validation';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, loadCoreBundle, type Tree } from './bundles';

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
  // Resources arrive per language (loadLanguage below): only the current language's texts load up front.
  resources: {},
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // React escapes output itself.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Bundles added by later chunks (the signed-in shell), joined to every language as it loads. */
const extraBundles: Record<Language, Tree>[] = [];
const loading = new Map<Language, Promise<void>>();

function addBundleTo(lang: Language, tree: Tree): void {
  i18n.addResourceBundle(lang, 'translation', tree, true, false);
}

/** Loads a language's texts once (its core bundle and the bundles added so far); later calls share it. */
export function loadLanguage(lang: Language): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = loadCoreBundle[lang]().then((core) => {
      addBundleTo(lang, core);
      for (const bundles of extraBundles) addBundleTo(lang, bundles[lang]);
    });
    // A failed chunk load (offline, new version) may be retried by the next switch.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/**
 * Joins more texts (per language) to the resources: at once for the languages already loaded, and to
 * any language loaded later.
 */
export function addBundles(bundles: Record<Language, Tree>): void {
  extraBundles.push(bundles);
  for (const lang of LANGUAGES) {
    if (i18n.hasResourceBundle(lang, 'translation')) addBundleTo(lang, bundles[lang]);
  }
}

/** Resolves when the stored language's texts are in: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadLanguage(currentLanguageOf(i18n.language));

function currentLanguageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The current language, as sent in Accept-Language. */
export function currentLanguage(): Language {
  return currentLanguageOf(i18n.language);
}

/**
 * Switches the language: remembered at once, applied once its texts are loaded (a small chunk, fetched
 * the first time the language is chosen). Resolves when the page shows the new language.
 */
export async function setLanguage(lang: Language): Promise<void> {
  try {
    await loadLanguage(lang);
  } catch (error) {
    // The chunk did not load (offline, replaced by a newer version): the page keeps its language.
    console.error(`Could not load the texts of ${lang}`, error);
    return;
  }
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Not remembered across reloads when storage is blocked; the switch still applies to this page.
  }
  await i18n.changeLanguage(lang);
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
