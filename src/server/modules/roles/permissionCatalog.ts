import { permissionButtons } from '../../../shared/access/permissionButtons';
import { permissionLabels } from '../../../shared/access/permissionLabels';
import { ALL_PERMISSIONS, Permission } from '../../../shared/access/permissions';
import type { PermissionGroup } from '../../../shared/api/roles';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';

interface MenuRow {
  id: number;
  parent_id: number | null;
  title_zh: string;
  title_en: string;
  permission: string | null;
}

const GENERAL_GROUP = { id: 'general', zh: '通用', en: 'General' };
const OTHER_GROUP = { id: 'other', zh: '其他权限', en: 'Other permissions' };

/**
 * The role editor's permission tree: one branch per top-level menu directory holding the distinct
 * permissions of the pages under it (each permission in the first branch that carries it), a "general"
 * branch for top-level pages, and an "other" branch for the permissions of src/shared/access/permissions.ts
 * that no menu node carries (settings edit, realtime diagnostics, …). Built from the menus table, so a
 * menu added by a later release shows up without a change here.
 */
export async function permissionTree(db: Db, lang: Lang): Promise<PermissionGroup[]> {
  const rows = await db
    .selectFrom('menus')
    .select(['id', 'parent_id', 'title_zh', 'title_en', 'permission'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);
  const seen = new Set<string>();
  const titleOf = (row: MenuRow) => (lang === 'en' ? row.title_en : row.title_zh);
  const leaf = (permission: string, fallback: string) => ({ permission, label: labelOf(permission, lang, fallback) });
  const take = (row: MenuRow, into: PermissionGroup['children']) => {
    if (row.permission && !seen.has(row.permission)) {
      seen.add(row.permission);
      into.push(leaf(row.permission, titleOf(row)));
      for (const button of permissionButtons[row.permission] ?? []) {
        if (seen.has(button)) continue;
        seen.add(button);
        into.push(leaf(button, button));
      }
    }
  };
  const collect = (parentId: number, into: PermissionGroup['children']) => {
    for (const child of childrenOf.get(parentId) ?? []) {
      take(child, into);
      collect(child.id, into);
    }
  };

  const general: PermissionGroup = { id: GENERAL_GROUP.id, label: GENERAL_GROUP[lang], children: [] };
  const groups: PermissionGroup[] = [general];
  for (const top of childrenOf.get(null) ?? []) {
    if (!childrenOf.has(top.id)) {
      take(top, general.children);
      continue;
    }
    const group: PermissionGroup = { id: `menu-${top.id}`, label: titleOf(top), children: [] };
    take(top, group.children);
    collect(top.id, group.children);
    if (group.children.length > 0) groups.push(group);
  }
  const other: PermissionGroup = { id: OTHER_GROUP.id, label: OTHER_GROUP[lang], children: [] };
  for (const permission of Object.values(Permission)) {
    if (!seen.has(permission)) {
      seen.add(permission);
      other.children.push(leaf(permission, permission));
    }
  }
  if (other.children.length > 0) groups.push(other);
  return groups.filter((group) => group.children.length > 0);
}

export function labelOf(permission: string, lang: Lang, fallback: string = permission): string {
  return permissionLabels[permission]?.[lang] ?? fallback;
}

/** Every permission a role may hold: those of the tree and the wildcard. */
export async function knownPermissions(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('menus')
    .select('permission')
    .distinct()
    .where('permission', 'is not', null)
    .execute();
  return new Set([
    ALL_PERMISSIONS,
    ...Object.values(Permission),
    ...rows.flatMap((row) => (row.permission ? [row.permission] : [])),
  ]);
}
