import { describe, expect, it } from 'vitest';
import { i18n, setLanguage, tMsg } from '../../src/app/i18n';
import { coreBundles } from '../../src/app/i18n/bundles';
import { shellBundles } from '../../src/app/i18n/shellBundles';
import { msgRef } from '../../src/shared/validation';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const bundles = {
  'zh-CN': { ...coreBundles['zh-CN'], ...shellBundles['zh-CN'] },
  en: { ...coreBundles.en, ...shellBundles.en },
};

describe('i18n bundles', () => {
  const zh = new Set(leafKeys(bundles['zh-CN']));
  const en = new Set(leafKeys(bundles.en));

  it('every zh-CN key has an English text', () => {
    expect([...zh].filter((key) => !en.has(key))).toEqual([]);
  });

  it('every English key has a zh-CN text', () => {
    expect([...en].filter((key) => !zh.has(key))).toEqual([]);
  });

  it('holds the shared messages under msg and the layout and account bundles', () => {
    expect(zh.has('msg.sessionInvalid')).toBe(true);
    expect([...zh].some((key) => key.startsWith('layout.'))).toBe(true);
    expect([...zh].some((key) => key.startsWith('account.'))).toBe(true);
  });

  it('no text is empty', () => {
    const empty = (tree: unknown, lang: string) =>
      leafKeys(tree)
        .filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
          return typeof value !== 'string' || value.length === 0;
        })
        .map((key) => `${lang}:${key}`);
    expect([...empty(bundles['zh-CN'], 'zh'), ...empty(bundles.en, 'en')]).toEqual([]);
  });

  it('renders message references of the shared schemas in the current language', () => {
    setLanguage('zh-CN');
    expect(tMsg(msgRef('sessionInvalid'))).toBe('无效的会话，或者会话已过期，请重新登录。');
    expect(tMsg(msgRef('lengthBetween', { min: 6, max: 32 }))).toBe('长度在 6 到 32 个字符');
    expect(tMsg(msgRef('fieldRequired', { field: 'nickName' }))).toBe('昵称不能为空');
    setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(tMsg(msgRef('fieldRequired', { field: 'nickName' }))).toBe('Nickname is required');
    setLanguage('zh-CN');
  });
});
