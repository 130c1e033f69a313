import { hasPermission } from '../../../shared/access/permissions';
import type { MenuNode } from '../../../shared/api/auth';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { MenusTable } from '../../db/schema';

type MenuRow = Omit<MenusTable, 'id'> & { id: number };

/**
 * The menu tree in the caller's language, filtered on the server: a node stays only when the caller
 * holds its permission (when it has one), and a directory only when something under it stays.
 */
export async function menuTree(db: Db, permissions: readonly string[], lang: Lang): Promise<MenuNode[]> {
  const rows = await db.selectFrom('menus').selectAll().orderBy('sort').orderBy('id').execute();
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(row);
    childrenOf.set(row.parent_id, siblings);
  }
  const build = (parentId: number | null): MenuNode[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row) => {
      if (row.permission && !hasPermission(permissions, row.permission)) return [];
      const isDirectory = childrenOf.has(row.id);
      const children = isDirectory ? build(row.id) : undefined;
      if (isDirectory && children?.length === 0) return [];
      return [toNode(row, lang, children)];
    });
  return build(null);
}

function toNode(row: MenuRow, lang: Lang, children: MenuNode[] | undefined): MenuNode {
  return {
    name: row.name,
    path: row.path,
    component: row.component,
    ...(row.redirect ? { redirect: row.redirect } : {}),
    hidden: row.hidden === 1,
    meta: {
      title: lang === 'en' ? row.title_en : row.title_zh,
      icon: row.icon,
      noCache: row.no_cache === 1,
      affix: row.affix === 1,
      link: row.link,
    },
    permissions: row.permission ? [row.permission] : [],
    roles: [],
    ...(children ? { children } : {}),
  };
}
