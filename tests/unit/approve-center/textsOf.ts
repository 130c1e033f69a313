import { approveCenterTexts } from '../../../src/app/features/approve-center/i18n';

type Language = keyof typeof approveCenterTexts;

/** The text of an 'approveCenter.*' key in one language, or undefined when the bundle lacks it. */
export function textOf(language: Language, key: string): string | undefined {
  const [namespace, ...path] = key.split('.');
  if (namespace !== 'approveCenter') return undefined;
  const found = path.reduce<unknown>(
    (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
    approveCenterTexts[language],
  );
  return typeof found === 'string' ? found : undefined;
}

/** i18next's t over the zh-CN bundle, for helpers that take one. */
export const zhT = (key: string): string => textOf('zh-CN', key) ?? key;
