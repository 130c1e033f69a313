import { describe, expect, it } from 'vitest';
import { CRON_EXAMPLES, CRON_FIELDS, CRON_NICKNAMES, CRON_SYMBOLS } from '../../../src/app/features/tasks/cronGuide';
import { tasksTexts } from '../../../src/app/features/tasks/i18n';
import {
  SELECTOR_GUIDE_EXAMPLES,
  SELECTOR_GUIDE_FIELDS,
  SELECTOR_GUIDE_LOGIC,
  SELECTOR_GUIDE_OPERATORS,
} from '../../../src/app/features/tasks/selectorGuide';
import { cronGuideTexts } from '../../../src/app/features/tasks/texts/cronGuideTexts';
import { runTexts } from '../../../src/app/features/tasks/texts/runTexts';
import { scriptTexts } from '../../../src/app/features/tasks/texts/scriptTexts';
import { selectorGuideTexts } from '../../../src/app/features/tasks/texts/selectorGuideTexts';
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
    const groups = [taskTexts, runTexts, cronGuideTexts, scriptTexts, selectorGuideTexts].flatMap((texts) =>
      Object.keys(texts.zh),
    );
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

  it('name every field, value, operator, way of joining and example of the selector guide', () => {
    for (const language of ['zh-CN', 'en'] as const) {
      const t = translatorFor(language);
      for (const field of SELECTOR_GUIDE_FIELDS) {
        expect(t(`tasks.selectorGuide.field.${field.key}`)).toBeTruthy();
        for (const value of field.values ?? [])
          if (!value.dict) expect(t(`tasks.selectorGuide.valueKind.${value.name}`)).toBeTruthy();
      }
      for (const operator of SELECTOR_GUIDE_OPERATORS)
        expect(t(`tasks.selectorGuide.operator.${operator.key}`)).toBeTruthy();
      for (const logic of SELECTOR_GUIDE_LOGIC) expect(t(`tasks.selectorGuide.logic.${logic.key}`)).toBeTruthy();
      for (const example of SELECTOR_GUIDE_EXAMPLES)
        expect(t(`tasks.selectorGuide.example.${example.key}`)).toBeTruthy();
    }
  });

  it("never write a script's own placeholders, which i18next would fill", () => {
    const texts = [...leaves(scriptTexts.zh), ...leaves(scriptTexts.en)].map(([, text]) => String(text));
    for (const text of texts) expect(text).not.toMatch(/\{\{(username|oldPassword|newPassword)\}\}/);
  });
});
