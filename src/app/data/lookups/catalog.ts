import type { DictEntry } from '../../../shared/api/system';

/**
 * The server's dictionaries in memory, per language, for the label helpers of components/page
 * (enumLabels.ts): filled from IndexedDB first and then from the network by pwa/OfflineLookups.tsx.
 * Plain data and no Dexie here, so the label helpers can read it without loading the database code.
 * Labels fall back to the built-in tables of src/shared/enums.ts while a dictionary is not loaded.
 */

type Language = 'zh' | 'en';

/** Dictionaries are served in two languages; the console's `en`/`zh-CN` map onto them. */
export const catalogLanguage = (language: string): Language => (language.startsWith('en') ? 'en' : 'zh');

const byLanguage = new Map<Language, Map<string, DictEntry[]>>();

/** Replaces the dictionaries of one language with the entries of every type (one answer). */
export function setDictionaries(language: string, entries: readonly DictEntry[]): void {
  const types = new Map<string, DictEntry[]>();
  for (const entry of entries) {
    const list = types.get(entry.dictType) ?? [];
    list.push(entry);
    types.set(entry.dictType, list);
  }
  byLanguage.set(catalogLanguage(language), types);
}

export function dictionaryOf(dictType: string, language: string): readonly DictEntry[] | undefined {
  return byLanguage.get(catalogLanguage(language))?.get(dictType);
}

export function dictionaryEntry(dictType: string, value: string, language: string): DictEntry | undefined {
  return dictionaryOf(dictType, language)?.find((entry) => entry.dictValue === value);
}

/** Tests start from an empty catalogue. */
export function clearDictionaries(): void {
  byLanguage.clear();
}
