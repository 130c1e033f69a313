import type { Db } from '../../db/database';
import type { AssetScope, PlatformRow } from '../assets';
import { normaliseDeptPath } from './importColumns';

/** What rows name by text, resolved once per file: asset types, tags, departments by path. */
export interface ImportLookups {
  platforms: Map<string, PlatformRow>;
  tags: Map<string, number>;
  deptByPath: Map<string, number>;
}

export async function loadLookups(db: Db, scope: AssetScope): Promise<ImportLookups> {
  const [platforms, tags] = await Promise.all([
    db.selectFrom('platforms').selectAll().execute(),
    db.selectFrom('tags').select(['id', 'name']).execute(),
  ]);
  return {
    platforms: new Map(platforms.map((row) => [row.name.toLowerCase(), row])),
    tags: new Map(tags.map((row) => [row.name, row.id])),
    deptByPath: deptPaths(scope),
  };
}

/** Every department by its path from the top ("华东总部/运维一部"). */
export function deptPaths(scope: AssetScope): Map<string, number> {
  const result = new Map<string, number>();
  const visit = (parentId: number | null, prefix: string) => {
    for (const child of scope.tree.children(parentId)) {
      const path = prefix ? `${prefix}/${child.name}` : child.name;
      result.set(normaliseDeptPath(path), child.id);
      visit(child.id, path);
    }
  };
  visit(null, '');
  return result;
}

/** The path that deptPaths() gives a department, for export. */
export function deptPathOf(scope: AssetScope, deptId: number | null): string {
  if (deptId === null) return '';
  return scope.tree
    .ancestry(deptId)
    .reverse()
    .map((row) => row.name)
    .join('/');
}

/** Names among `names` that assets already carry. */
export async function existingNames(db: Db, names: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < names.length; start += 500) {
    const chunk = names.slice(start, start + 500);
    const rows = await db.selectFrom('assets').select('name').where('name', 'in', chunk).execute();
    for (const row of rows) found.add(row.name);
  }
  return found;
}
