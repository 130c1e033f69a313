import { describe, expect, it } from 'vitest';
import { backupTexts } from '../../../src/app/features/backup/i18n';
import { archiveTexts } from '../../../src/app/features/backup/texts/archiveTexts';
import { settingsTexts } from '../../../src/app/features/backup/texts/settingsTexts';
import { systemTaskTexts } from '../../../src/app/features/backup/texts/systemTaskTexts';

function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('the account backup texts', () => {
  it('have every key in both languages, none empty', () => {
    const zh = leaves(backupTexts['zh-CN']);
    const en = leaves(backupTexts.en);
    expect(en.map(([key]) => key)).toEqual(zh.map(([key]) => key));
    for (const [key, text] of [...zh, ...en]) expect(typeof text === 'string' && text.length > 0, key).toBe(true);
  });

  it('join files whose groups never share a name', () => {
    const groups = [settingsTexts, archiveTexts, systemTaskTexts].flatMap((texts) => Object.keys(texts.zh));
    expect(new Set(groups).size).toBe(groups.length);
  });
});
