import { type DictType, enumTables, type ListClass } from '../../../shared/enums';
import { dictionaryEntry, dictionaryOf } from '../../data/lookups/catalog';

/**
 * The label of an enumeration value (spec §3–§4 tables) in the page's language, and its tag colour.
 * The server's dictionary wins once loaded (kept in IndexedDB, so also offline, see data/lookups); the
 * built-in table of src/shared/enums.ts answers until then.
 */
export function enumLabel(dictType: DictType, value: number | string, language: string): string {
  const served = dictionaryEntry(dictType, String(value), language);
  if (served) return served.dictLabel;
  const item = enumItem(dictType, value);
  if (!item) return String(value);
  return language.startsWith('en') ? item.en : item.zh;
}

export function enumOptions(dictType: DictType, language: string): { value: string; label: string }[] {
  const served = dictionaryOf(dictType, language);
  if (served && served.length > 0) return served.map((entry) => ({ value: entry.dictValue, label: entry.dictLabel }));
  const table = enumTables.find((entry) => entry.dictType === dictType);
  return (table?.items ?? []).map((item) => ({
    value: item.value,
    label: language.startsWith('en') ? item.en : item.zh,
  }));
}

const LIST_CLASSES: ReadonlySet<string> = new Set<ListClass>([
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
]);

export function enumColour(dictType: DictType, value: number | string): ListClass {
  // The colour is the same in both languages: whichever dictionary is loaded answers.
  const served = (dictionaryEntry(dictType, String(value), 'zh') ?? dictionaryEntry(dictType, String(value), 'en'))
    ?.listClass;
  if (served && LIST_CLASSES.has(served)) return served as ListClass;
  return enumItem(dictType, value)?.listClass ?? 'default';
}

/** The served entry's CSS classes ('' until the dictionary is loaded: the built-in tables have none). */
export function enumCssClass(dictType: DictType, value: number | string): string {
  return (
    (dictionaryEntry(dictType, String(value), 'zh') ?? dictionaryEntry(dictType, String(value), 'en'))?.cssClass ?? ''
  );
}

function enumItem(dictType: DictType, value: number | string) {
  const table = enumTables.find((entry) => entry.dictType === dictType);
  return table?.items.find((item) => item.value === String(value));
}
