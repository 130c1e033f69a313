import type { Db } from '../../db/database';
import type { AssetScope } from '../assets';

/**
 * What the task form's pickers offer besides accounts and assets: every tag and asset type (names only), and the
 * departments the caller manages, named by their path from the top (华东总部 / 运维一部).
 */
export async function targetLookups(db: Db, scope: AssetScope) {
  const [tags, platforms] = await Promise.all([
    db.selectFrom('tags').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('platforms').select(['id', 'name']).orderBy('name').execute(),
  ]);
  const managed = scope.all ? [...allDeptIds(scope)] : [...scope.manage];
  const depts = managed
    .map((id) => ({
      id,
      name: scope.tree
        .ancestry(id)
        .reverse()
        .map((dept) => dept.name)
        .join(' / '),
    }))
    .filter((dept) => dept.name !== '')
    .sort((a, b) => a.name.localeCompare(b.name));
  return { tags, platforms, depts };
}

function* allDeptIds(scope: AssetScope): Generator<number> {
  const stack = scope.tree.children(null).map((dept) => dept.id);
  while (stack.length > 0) {
    const id = stack.pop() as number;
    yield id;
    stack.push(...scope.tree.children(id).map((dept) => dept.id));
  }
}
