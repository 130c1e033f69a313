import type { MenuNode } from '../../shared/api/auth';

/**
 * Pure rules over the server's menu tree (spec §2 Layout and Modes). Kept free of React and the DOM so
 * unit tests import them directly.
 */

export type ConsoleMode = 'manage' | 'use';

export const SIDEBAR_MIN_WIDTH_PX = 200;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 54;
const CJK_CHAR_WIDTH_PX = 21;
const OTHER_CHAR_WIDTH_PX = 12;
const TOP_NAV_ITEM_WIDTH_PX = 85;

/** Top-level entries kept in use mode: the coffer, setup, dashboard and proxy entries. */
const USE_MODE_ROOTS = ['coffer', 'setup', 'dashboard', 'proxy'] as const;
/** Inside the coffer, use mode keeps only the all-manage and all-search lists. */
const USE_MODE_COFFER_PATHS = ['/coffer-manage-all-list', '/coffer-search-all-list'];

/** Joins a child path to its parent's; absolute child paths (as our server sends) stand alone. */
export function resolveMenuPath(parentPath: string, childPath: string): string {
  if (/^https?:\/\//.test(childPath) || childPath.startsWith('/')) return childPath;
  const base = parentPath.endsWith('/') ? parentPath.slice(0, -1) : parentPath;
  return `${base}/${childPath}`;
}

/** The tree without hidden nodes, with every path made absolute. Directories left empty are dropped. */
export function visibleMenus(menus: readonly MenuNode[], parentPath = ''): MenuNode[] {
  const result: MenuNode[] = [];
  for (const node of menus) {
    if (node.hidden) continue;
    const path = resolveMenuPath(parentPath, node.path);
    if (node.children && node.children.length > 0) {
      const children = visibleMenus(node.children, path);
      if (children.length > 0) result.push({ ...node, path, children });
    } else {
      result.push({ ...node, path, children: undefined });
    }
  }
  return result;
}

function rootKind(node: MenuNode): string {
  const firstSegment = node.path.replace(/^\//, '').split('/')[0] ?? '';
  return (firstSegment.split('-')[0] ?? '').toLowerCase();
}

/** Use mode (spec §2 Modes) keeps only the coffer, setup, dashboard and proxy entries. */
export function menusForMode(menus: readonly MenuNode[], mode: ConsoleMode): MenuNode[] {
  if (mode === 'manage') return [...menus];
  const kept: MenuNode[] = [];
  for (const node of menus) {
    const kind = rootKind(node);
    if (!(USE_MODE_ROOTS as readonly string[]).includes(kind)) continue;
    if (kind === 'coffer' && node.children) {
      const children = node.children.filter((child) => USE_MODE_COFFER_PATHS.includes(child.path));
      if (children.length > 0) kept.push({ ...node, children });
      continue;
    }
    kept.push(node);
  }
  return kept;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/** 21 px per Chinese character and 12 px for any other character. */
export function titleWidthPx(title: string): number {
  let width = 0;
  for (const char of title) width += CJK.test(char) ? CJK_CHAR_WIDTH_PX : OTHER_CHAR_WIDTH_PX;
  return width;
}

function allTitles(menus: readonly MenuNode[]): string[] {
  return menus.flatMap((node) => [node.meta.title, ...allTitles(node.children ?? [])]);
}

/** The sidebar fits its longest title, never narrower than 200 px. */
export function sidebarWidthPx(menus: readonly MenuNode[]): number {
  return Math.max(SIDEBAR_MIN_WIDTH_PX, ...allTitles(menus).map(titleWidthPx));
}

/** Top navigation shows about (window width / 3) / 85 items; at least one so the bar never empties. */
export function topNavVisibleCount(windowWidthPx: number): number {
  return Math.max(1, Math.floor(windowWidthPx / 3 / TOP_NAV_ITEM_WIDTH_PX));
}

/** Splits the top-level items into those shown and those under 更多菜单. */
export function splitTopNav<T>(items: readonly T[], windowWidthPx: number): { shown: T[]; overflow: T[] } {
  const count = topNavVisibleCount(windowWidthPx);
  return { shown: items.slice(0, count), overflow: items.slice(count) };
}

/** The first page (leaf) of the tree: where the console goes when nothing else is open. */
export function firstLeafPath(menus: readonly MenuNode[]): string | null {
  for (const node of menus) {
    if (node.meta.link) continue;
    if (node.children && node.children.length > 0) {
      const found = firstLeafPath(node.children);
      if (found) return found;
    } else {
      return node.path;
    }
  }
  return null;
}

/** The chain of nodes from the root to the node whose path matches (hidden nodes included). */
export function findMenuTrail(
  menus: readonly MenuNode[],
  matches: (path: string) => boolean,
  parentPath = '',
): MenuNode[] {
  for (const node of menus) {
    const path = resolveMenuPath(parentPath, node.path);
    if (matches(path) && !(node.children && node.children.length > 0)) return [{ ...node, path }];
    const below = findMenuTrail(node.children ?? [], matches, path);
    if (below.length > 0) return [{ ...node, path }, ...below];
    if (matches(path)) return [{ ...node, path }];
  }
  return [];
}

/** Every affix page of the tree (hidden ones included): they open as tags that cannot be closed. */
export function affixMenus(menus: readonly MenuNode[], parentPath = ''): MenuNode[] {
  return menus.flatMap((node) => {
    const path = resolveMenuPath(parentPath, node.path);
    const self = node.meta.affix && !node.children?.length ? [{ ...node, path }] : [];
    return [...self, ...affixMenus(node.children ?? [], path)];
  });
}

/** The top-level node that holds the path (for top navigation), or null. */
export function topLevelOf(menus: readonly MenuNode[], matches: (path: string) => boolean): MenuNode | null {
  return findMenuTrail(menus, matches)[0] ?? null;
}
