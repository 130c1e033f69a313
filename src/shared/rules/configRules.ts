/**
 * Parameters (/system/config/*, docs/dictionaries.md "Parameters"). Keys under `sys.` belong to Gatehouse: they
 * are built in (never deleted), and their values are changed where they are checked — on the setting page that
 * owns them (CONFIG_PAGES), through the parameter page's own checks, or not at all (kept by Gatehouse itself).
 */
export const SYSTEM_KEY_PREFIX = 'sys.';

export const isSystemKey = (key: string): boolean => key.startsWith(SYSTEM_KEY_PREFIX);

/** A parameter key: letters, digits, dots, '-' and '_'. */
export const CONFIG_KEY_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

export const ConfigType = { builtIn: 'Y', custom: 'N' } as const;

/** The setting pages that own Gatehouse keys, with where they are in the console. */
export const CONFIG_PAGES = {
  signIn: { path: '/setup?tab=signIn', zh: '系统配置 › 登录方式', en: 'Configuration › Sign-in methods' },
  ldap: { path: '/setup?tab=ldap', zh: '系统配置 › LDAP 目录', en: 'Configuration › LDAP directory' },
  base: { path: '/setup?tab=base', zh: '系统配置 › 基础配置', en: 'Configuration › Base configuration' },
  backup: { path: '/setup?tab=backup', zh: '系统配置 › 账号备份', en: 'Configuration › Account backup' },
  watermark: { path: '/setup?tab=watermark', zh: '系统配置 › 水印设置', en: 'Configuration › Watermark' },
  licence: { path: '/setup-manage-license', zh: '许可管理', en: 'Licence' },
} as const;
export type ConfigPageId = keyof typeof CONFIG_PAGES;
export const CONFIG_PAGE_IDS = Object.keys(CONFIG_PAGES) as ConfigPageId[];

/**
 * Who changes a parameter's value: 'here' (the parameter page, checked by the key's rule for a Gatehouse key),
 * a setting page, or 'gatehouse' (no one: Gatehouse keeps it).
 */
export type ConfigValueOwner = 'here' | 'gatehouse' | ConfigPageId;
