import { tasksTexts } from '../../../src/app/features/tasks/i18n';

type Language = keyof typeof tasksTexts;

/**
 * i18next's t over the feature's own bundle, for the functions that take one: 'tasks.<group>.<key>' in one
 * language, {{name}} placeholders filled. A missing key throws, so a test cannot pass on a key that has no text.
 */
export function translatorFor(language: Language) {
  return (key: string, params: Record<string, unknown> = {}): string => {
    const [root, ...path] = key.split('.');
    if (root !== 'tasks') throw new Error(`not a tasks key: ${key}`);
    const text = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tasksTexts[language]);
    if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
}
