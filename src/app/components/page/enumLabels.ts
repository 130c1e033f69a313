import { type DictType, enumTables, type ListClass } from '../../../shared/enums';

/** The label of an enumeration value (spec §3–§4 tables) in the page's language, and its tag colour. */
export function enumLabel(dictType: DictType, value: number | string, language: string): string {
  const item = enumItem(dictType, value);
  if (!item) return String(value);
  return language.startsWith('en') ? item.en : item.zh;
}

export function enumOptions(dictType: DictType, language: string): { value: string; label: string }[] {
  const table = enumTables.find((entry) => entry.dictType === dictType);
  return (table?.items ?? []).map((item) => ({
    value: item.value,
    label: language.startsWith('en') ? item.en : item.zh,
  }));
}

export function enumColour(dictType: DictType, value: number | string): ListClass {
  return enumItem(dictType, value)?.listClass ?? 'default';
}

function enumItem(dictType: DictType, value: number | string) {
  const table = enumTables.find((entry) => entry.dictType === dictType);
  return table?.items.find((item) => item.value === String(value));
}
