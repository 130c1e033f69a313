import { describe, expect, it } from 'vitest';
import { cofferTexts } from '../../../src/app/features/coffer/i18n';
import { applicationTexts } from '../../../src/app/features/coffer/texts/applicationTexts';
import { recordTexts } from '../../../src/app/features/coffer/texts/recordTexts';
import { safeTexts } from '../../../src/app/features/coffer/texts/safeTexts';
import { vaultAccountTexts } from '../../../src/app/features/coffer/texts/vaultAccountTexts';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('the coffer texts', () => {
  it('have every key in both languages, none empty', () => {
    const zh = leafKeys(cofferTexts['zh-CN']);
    expect(leafKeys(cofferTexts.en)).toEqual(zh);
    for (const lang of ['zh-CN', 'en'] as const) {
      const texts = cofferTexts[lang] as unknown as Record<string, Record<string, string>>;
      for (const key of zh) {
        const [group = '', name = ''] = key.split('.');
        expect(texts[group]?.[name], `${lang}:${key}`).toBeTruthy();
      }
    }
  });

  it('use the spec wording for the categories and the empty cells', () => {
    expect(cofferTexts['zh-CN'].category).toMatchObject({
      manage: '管理权限',
      use: '使用权限',
      unauthorised: '未授权',
    });
    expect(cofferTexts.en.category).toMatchObject({
      manage: 'Manage rights',
      use: 'Use rights',
      unauthorised: 'Unauthorised',
    });
    expect(cofferTexts['zh-CN'].licence.none).toBe('无授权');
    expect(cofferTexts['zh-CN'].common.empty).toBe('空');
  });

  it('join files whose groups never share a name (a later one would replace a group)', () => {
    const groups = [safeTexts, applicationTexts, vaultAccountTexts, recordTexts].flatMap((texts) =>
      Object.keys(texts.zh),
    );
    expect(new Set(groups).size).toBe(groups.length);
    expect(Object.keys(cofferTexts['zh-CN']).sort()).toEqual([...groups].sort());
  });
});
