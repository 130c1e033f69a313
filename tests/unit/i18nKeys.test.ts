/// <reference path="../../src/app/i18n/messageTexts.d.ts" />
import { all } from 'virtual:message-texts/all';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage, tMsg } from '../../src/app/i18n';
import { loadCoreBundle } from '../../src/app/i18n/bundles';
import { addMessageCatalogue } from '../../src/app/i18n/messageCatalogue';
import { addShellBundles, shellBundles } from '../../src/app/router/shellBundles';
import { msgRef } from '../../src/shared/rules/validation';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

// Every bundle of each language: the core (loaded per language on demand), the whole shared message
// catalogue and the signed-in shell's.
const bundles = {
  'zh-CN': { ...(await loadCoreBundle['zh-CN']()), msg: all.zh, ...shellBundles['zh-CN'] },
  en: { ...(await loadCoreBundle.en()), msg: all.en, ...shellBundles.en },
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
    expect([...zh].some((key) => key.startsWith('messages.'))).toBe(true);
    expect([...zh].some((key) => key.startsWith('hub.'))).toBe(true);
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

  it('renders message references of the shared schemas in the current language', async () => {
    await setLanguage('zh-CN');
    // /login starts with part of the catalogue (signInMessages.ts); later pages join the rest.
    expect(tMsg(msgRef('usernameRequired'))).toBe('用户名不能为空');
    expect(tMsg(msgRef('lengthBetween', { min: 6, max: 32 }))).toBe('lengthBetween?min=6&max=32');
    addMessageCatalogue();
    expect(tMsg(msgRef('sessionInvalid'))).toBe('无效的会话，或者会话已过期，请重新登录。');
    expect(tMsg(msgRef('lengthBetween', { min: 6, max: 32 }))).toBe('长度在 6 到 32 个字符');
    expect(tMsg(msgRef('fieldRequired', { field: 'nickName' }))).toBe('昵称不能为空');
    await setLanguage('en');
    expect(i18n.language).toBe('en');
    expect(tMsg(msgRef('fieldRequired', { field: 'nickName' }))).toBe('Nickname is required');
    await setLanguage('zh-CN');
  });

  it('loads a language on demand and joins the shell bundles to it', async () => {
    await setLanguage('zh-CN');
    addShellBundles();
    await setLanguage('en');
    expect(i18n.t('login.heading')).toBe('Sign in');
    expect(i18n.t('messages.title')).toBe('Station messages');
    await setLanguage('zh-CN');
    expect(i18n.t('messages.title')).toBe('站内消息');
  });
});
