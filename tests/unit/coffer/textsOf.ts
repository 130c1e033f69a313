import { cofferTexts } from '../../../src/app/features/coffer/i18n';
import { formatMessage, type MessageKey } from '../../../src/shared/messages';

type Language = keyof typeof cofferTexts;
type Params = Record<string, string | number>;

const fill = (text: string, params: Params) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * The text of a 'coffer.*' key (the feature's bundle) or a 'msg.*' key (the shared message catalogue) in one
 * language, placeholders filled; undefined when neither has it.
 */
export function textOf(language: Language, key: string, params: Params = {}): string | undefined {
  const [namespace, ...path] = key.split('.');
  if (namespace === 'msg') return formatMessage(path.join('.') as MessageKey, language === 'en' ? 'en' : 'zh', params);
  if (namespace !== 'coffer') return undefined;
  const found = path.reduce<unknown>(
    (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
    cofferTexts[language],
  );
  return typeof found === 'string' ? fill(found, params) : undefined;
}

/** i18next's t over the zh-CN texts, for helpers that take one. */
export const zhT = (key: string, params?: Params): string => textOf('zh-CN', key, params) ?? key;
export const enT = (key: string, params?: Params): string => textOf('en', key, params) ?? key;
