import type { Transaction } from 'kysely';
import { enumTables } from '../../../shared/enums';
import type { Db } from '../database';
import type { Database } from '../schema';
import { configDefaults } from '../settingKeys';
import { type MenuSeedNode, menuSeed } from './menu';
import { roleSeed } from './roles';

type Tx = Transaction<Database>;

/**
 * Fills what a fresh installation needs. Idempotent: it only adds what is missing (a role, a dictionary
 * type, a config key), so it runs at every start and picks up seeds added by later releases without
 * overwriting what administrators changed. The menu tree is inserted once, when the table is empty.
 */
export async function runSeed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedConfig(trx);
    await seedRoles(trx);
    await seedDictionaries(trx);
    const menuCount = await trx
      .selectFrom('menus')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(menuCount.n) === 0) await insertMenus(trx, menuSeed, null);
  });
}

async function seedConfig(trx: Tx): Promise<void> {
  const existing = new Set((await trx.selectFrom('config').select('key').execute()).map((row) => row.key));
  const missing = Object.entries(configDefaults).filter(([key]) => !existing.has(key));
  if (missing.length > 0)
    await trx
      .insertInto('config')
      .values(missing.map(([key, value]) => ({ key, value })))
      .execute();
}

async function seedRoles(trx: Tx): Promise<void> {
  const existing = new Set((await trx.selectFrom('roles').select('role_key').execute()).map((row) => row.role_key));
  for (const [index, role] of roleSeed.entries()) {
    if (existing.has(role.roleKey)) continue;
    const { id } = await trx
      .insertInto('roles')
      .values({ role_key: role.roleKey, name_zh: role.nameZh, name_en: role.nameEn, sort: index })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (role.permissions.length > 0) {
      await trx
        .insertInto('role_permissions')
        .values(role.permissions.map((permission) => ({ role_id: id, permission })))
        .execute();
    }
  }
}

/**
 * One system dictionary per enumeration of src/shared/enums.ts, entry by entry: a value added by a later release
 * joins its type; what administrators changed on existing entries (labels, classes) stays.
 */
async function seedDictionaries(trx: Tx): Promise<void> {
  const types = new Set((await trx.selectFrom('dict_types').select('dict_type').execute()).map((row) => row.dict_type));
  const values = new Set(
    (await trx.selectFrom('dict_data').select(['dict_type', 'value']).execute()).map(
      (row) => `${row.dict_type}\u0000${row.value}`,
    ),
  );
  for (const table of enumTables) {
    if (!types.has(table.dictType)) {
      await trx
        .insertInto('dict_types')
        .values({ dict_type: table.dictType, name_zh: table.zh, name_en: table.en, is_system: 1 })
        .execute();
    }
    const missing = table.items
      .map((item, sort) => ({ item, sort }))
      .filter(({ item }) => !values.has(`${table.dictType}\u0000${item.value}`));
    if (missing.length === 0) continue;
    await trx
      .insertInto('dict_data')
      .values(
        missing.map(({ item, sort }) => ({
          dict_type: table.dictType,
          label_zh: item.zh,
          label_en: item.en,
          value: item.value,
          list_class: item.listClass ?? 'default',
          css_class: '',
          sort,
          is_system: 1,
        })),
      )
      .execute();
  }
}

async function insertMenus(trx: Tx, nodes: readonly MenuSeedNode[], parentId: number | null): Promise<void> {
  for (const [sort, node] of nodes.entries()) {
    const { id } = await trx
      .insertInto('menus')
      .values({
        parent_id: parentId,
        name: node.name,
        path: node.path,
        component: node.component,
        title_zh: node.titleZh,
        title_en: node.titleEn,
        icon: node.icon,
        permission: node.permission ?? null,
        hidden: node.hidden ? 1 : 0,
        no_cache: node.noCache ? 1 : 0,
        affix: node.affix ? 1 : 0,
        link: node.link ?? null,
        redirect: node.redirect ?? null,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (node.children?.length) await insertMenus(trx, node.children, id);
  }
}
