import { describe, expect, it } from 'vitest';
import { CRON_EXAMPLES, CRON_FIELDS, CRON_NICKNAMES, CRON_SYMBOLS } from '../../../src/app/features/tasks/cronGuide';
import { tasksTexts } from '../../../src/app/features/tasks/i18n';
import { cronGuideTexts } from '../../../src/app/features/tasks/texts/cronGuideTexts';
import { runTexts } from '../../../src/app/features/tasks/texts/runTexts';
import { taskTexts } from '../../../src/app/features/tasks/texts/taskTexts';
import { translatorFor } from './translate';

function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('the scheduled-task texts (issue 15)', () => {
  it('have every key in both languages, none empty', () => {
    const zh = leaves(tasksTexts['zh-CN']);
    const en = leaves(tasksTexts.en);
    expect(en.map(([key]) => key)).toEqual(zh.map(([key]) => key));
    for (const [key, text] of [...zh, ...en]) expect(typeof text === 'string' && text.length > 0, key).toBe(true);
  });

  it('join files whose groups never share a name', () => {
    const groups = [taskTexts, runTexts, cronGuideTexts].flatMap((texts) => Object.keys(texts.zh));
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('name every field, symbol, nickname and example of the cron guide', () => {
    for (const language of ['zh-CN', 'en'] as const) {
      const t = translatorFor(language);
      for (const field of CRON_FIELDS) expect(t(`tasks.cronGuide.field.${field.key}`)).toBeTruthy();
      for (const symbol of CRON_SYMBOLS) expect(t(`tasks.cronGuide.symbol.${symbol.key}`)).toBeTruthy();
      for (const nickname of CRON_NICKNAMES) expect(t(`tasks.cronGuide.nickname.${nickname.key}`)).toBeTruthy();
      for (const example of CRON_EXAMPLES) expect(t(`tasks.cronGuide.example.${example.key}`)).toBeTruthy();
    }
  });
});
