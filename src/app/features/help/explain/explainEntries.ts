import { permissionLabels } from '../../../../shared/access/permissionLabels';
import type { Language } from '../../../i18n';
import { EXPLAIN_SECTIONS, type ExplainSectionText } from './sections';
import { explainTextsEn } from './textsEn';
import { explainTextsZh } from './textsZh';

export interface ExplainPermission {
  permission: string;
  /** Its readable name in the language (the role editor's), or the string itself when it has none. */
  name: string;
}

/** One module as /explain shows it in one language. */
export interface ExplainEntry extends ExplainSectionText {
  id: string;
  routes: readonly string[];
  permissions: readonly ExplainPermission[];
}

const TEXTS = { 'zh-CN': explainTextsZh, en: explainTextsEn } as const;

export function explainEntries(language: Language): ExplainEntry[] {
  const texts = TEXTS[language];
  const nameOf = (permission: string) => permissionLabels[permission]?.[language === 'en' ? 'en' : 'zh'] ?? permission;
  return EXPLAIN_SECTIONS.map((section) => ({
    ...texts[section.id],
    id: section.id,
    routes: section.routes,
    permissions: section.permissions.map((permission) => ({ permission, name: nameOf(permission) })),
  }));
}

function searchText(entry: ExplainEntry): string {
  const permissions = entry.permissions.map((one) => `${one.permission} ${one.name}`);
  return [entry.title, entry.where, entry.summary, ...entry.points, ...entry.routes, ...permissions]
    .join('\n')
    .toLowerCase();
}

/** The entries that hold every word of the query (in any of their texts, routes or permissions), ignoring case. */
export function filterEntries(entries: readonly ExplainEntry[], query: string): ExplainEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchText(entry);
    return words.every((word) => text.includes(word));
  });
}
