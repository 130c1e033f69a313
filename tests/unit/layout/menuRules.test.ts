import { describe, expect, it } from 'vitest';
import {
  affixMenus,
  findMenuTrail,
  firstLeafPath,
  menusForMode,
  resolveMenuPath,
  sidebarWidthPx,
  splitTopNav,
  titleWidthPx,
  topNavVisibleCount,
  visibleMenus,
} from '../../../src/app/layout/menuRules';
import type { MenuNode } from '../../../src/shared/api/auth';

const node = (path: string, title: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  name: path,
  path,
  component: 'Page',
  hidden: false,
  meta: { title, icon: '', noCache: false, affix: false, link: null },
  permissions: [],
  roles: [],
  ...extra,
});

const tree: MenuNode[] = [
  node('/home', '首页', { meta: { title: '首页', icon: 'home', noCache: false, affix: true, link: null } }),
  node('/station-message-list', '站内消息', { hidden: true }),
  node('/dashboard', '仪表盘'),
  node('/asset-center', '资产管理', {
    component: 'Layout',
    children: [node('/assets-manage', '资产列表'), node('/assets-form', '资产表单', { hidden: true })],
  }),
  node('/coffer-center', '密码保险箱', {
    component: 'Layout',
    children: [
      node('/coffer', '保险箱'),
      node('/coffer-manage-all-list', '全部保险箱管理'),
      node('/coffer-search-all-list', '全部保险箱查询'),
      node('/coffer-search-list', '保险箱查询'),
    ],
  }),
  node('/proxy-center', '代理管理', { component: 'Layout', children: [node('/proxy', '代理概览')] }),
  node('/setup-center', '系统设置', { component: 'Layout', children: [node('/setup', '系统配置')] }),
  node('/empty-dir', '空目录', { component: 'Layout', children: [node('/only-hidden', 'x', { hidden: true })] }),
];

describe('visibleMenus', () => {
  it('skips hidden nodes and directories left empty', () => {
    const paths = visibleMenus(tree).map((item) => item.path);
    expect(paths).not.toContain('/station-message-list');
    expect(paths).not.toContain('/empty-dir');
    const assets = visibleMenus(tree).find((item) => item.path === '/asset-center');
    expect(assets?.children?.map((child) => child.path)).toEqual(['/assets-manage']);
  });

  it('resolves relative child paths against the parent', () => {
    expect(resolveMenuPath('/system', 'user')).toBe('/system/user');
    expect(resolveMenuPath('/system/', 'user')).toBe('/system/user');
    expect(resolveMenuPath('/system', '/user')).toBe('/user');
    expect(resolveMenuPath('/system', 'https://example.org')).toBe('https://example.org');
  });
});

describe('menusForMode', () => {
  it('keeps the whole menu in manage mode', () => {
    expect(menusForMode(tree, 'manage')).toHaveLength(tree.length);
  });

  it('keeps only coffer, setup, dashboard and proxy entries in use mode', () => {
    const kept = menusForMode(tree, 'use');
    expect(kept.map((item) => item.path)).toEqual(['/dashboard', '/coffer-center', '/proxy-center', '/setup-center']);
  });

  it('keeps only the all-manage and all-search lists inside the coffer in use mode', () => {
    const coffer = menusForMode(tree, 'use').find((item) => item.path === '/coffer-center');
    expect(coffer?.children?.map((child) => child.path)).toEqual([
      '/coffer-manage-all-list',
      '/coffer-search-all-list',
    ]);
  });
});

describe('sidebar width', () => {
  it('counts 21 px per Chinese character and 12 px otherwise', () => {
    expect(titleWidthPx('资产')).toBe(42);
    expect(titleWidthPx('Cron 表达式文档')).toBe(5 * 12 + 5 * 21);
  });

  it('is never narrower than 200 px', () => {
    expect(sidebarWidthPx(visibleMenus(tree))).toBe(200);
    expect(sidebarWidthPx([])).toBe(200);
  });

  it('fits the longest title, children included', () => {
    const long = [node('/dir', '目录', { children: [node('/x', '一二三四五六七八九十一二')] })];
    expect(sidebarWidthPx(long)).toBe(12 * 21);
  });
});

describe('top navigation overflow', () => {
  it('shows (window width / 3) / 85 items', () => {
    expect(topNavVisibleCount(1920)).toBe(7);
    expect(topNavVisibleCount(1280)).toBe(5);
    expect(topNavVisibleCount(100)).toBe(1);
  });

  it('puts the rest under the overflow menu', () => {
    const { shown, overflow } = splitTopNav([1, 2, 3, 4, 5, 6, 7, 8], 1280);
    expect(shown).toEqual([1, 2, 3, 4, 5]);
    expect(overflow).toEqual([6, 7, 8]);
  });
});

describe('trails and leaves', () => {
  it('finds the first permitted page', () => {
    expect(firstLeafPath(visibleMenus(tree))).toBe('/home');
    expect(firstLeafPath(menusForMode(visibleMenus(tree), 'use'))).toBe('/dashboard');
    expect(firstLeafPath([])).toBeNull();
  });

  it('finds the chain from root to a page, hidden pages included', () => {
    const trail = findMenuTrail(tree, (path) => path === '/assets-form');
    expect(trail.map((item) => item.meta.title)).toEqual(['资产管理', '资产表单']);
    expect(findMenuTrail(tree, (path) => path === '/nowhere')).toEqual([]);
  });

  it('lists affix pages', () => {
    expect(affixMenus(tree).map((item) => item.path)).toEqual(['/home']);
  });
});
