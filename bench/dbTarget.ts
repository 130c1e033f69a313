import { hashPassword } from '../src/server/security/passwords';
import { MARIADB, POSTGRES, prepareMariaDb, preparePostgres, TARGET_DB } from '../tests/support/databases';
import type { BenchApp } from './assetList';

export type DbKind = 'MySQL' | 'PostgreSQL';

const PG_ADMIN_URL = process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The machine's real database of that kind, as a direct client would reach it with the vault's account. */
export const DIRECT_TARGET: Record<DbKind, { host: string; port: number }> = { MySQL: MARIADB, PostgreSQL: POSTGRES };

const OPERATOR = { userName: 'benchdbop', password: 'Bench@dbop2026' };

/** An operator with the administrator's role (nobody may authorise themself), signed in: their token and id. */
export async function benchOperator(bench: BenchApp): Promise<{ token: string; userId: number }> {
  const db = bench.app.gatehouse.db;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      user_name: OPERATOR.userName,
      nick_name: OPERATOR.userName,
      password_hash: await hashPassword(OPERATOR.password),
      email: 'benchdbop@example.com',
      phonenumber: '13900139000',
      avatar: '',
      user_kind: 0,
      user_source: 0,
      status: 0,
      valid_from: null,
      valid_to: null,
      must_change_password: 0,
      password_changed_at: now,
      failed_attempts: 0,
      locked_until: null,
      dept_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const adminRoles = await db.selectFrom('user_roles').select('role_id').execute();
  for (const { role_id } of adminRoles) await db.insertInto('user_roles').values({ user_id: id, role_id }).execute();
  const uuid = ((await bench.inject('GET', '/ucenter/captcha')).data as { uuid: string }).uuid;
  const { answer } = await db
    .selectFrom('captchas')
    .select('answer')
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
  const login = await bench.inject('POST', '/ucenter/login/passwdLogin', undefined, {
    username: OPERATOR.userName,
    password: OPERATOR.password,
    code: answer,
    uuid,
  });
  return { token: (login.data as { token: string }).token, userId: id };
}

/**
 * The target database (tests/support/databases.ts) registered as an asset of a bench Gatehouse, with the target
 * account in the vault and an authorisation for an operator: what an operator has before opening it. Answers the
 * operator's token.
 */
export async function grantedDatabaseAsset(
  bench: BenchApp,
  kind: DbKind,
): Promise<{ assetId: number; accountId: number; operatorToken: string }> {
  if (kind === 'MySQL') await prepareMariaDb();
  else await preparePostgres(PG_ADMIN_URL);
  const { inject, token } = bench;
  const platforms = await inject('GET', '/privilege/platform/list?pageSize=500', token);
  const platform = ((platforms as { rows?: { platformId: number; platformName: string }[] }).rows ?? []).find(
    (row) => row.platformName === kind,
  );
  if (!platform) throw new Error(`no platform ${kind}`);
  const asset = await inject('POST', '/privilege/assets/add', token, {
    assetName: `bench-${kind.toLowerCase()}`,
    assetType: 3,
    address: DIRECT_TARGET[kind].host,
    platformId: platform.platformId,
    deptId: null,
    encoding: 'UTF-8',
    protocols: [{ protocol: kind, port: DIRECT_TARGET[kind].port }],
    tagIds: [],
    description: '',
    proxyId: null,
  });
  const assetId = (asset.data as { assetId: number }).assetId;
  const account = await inject('POST', '/privilege/account/add', token, {
    assetId,
    accountName: TARGET_DB.user,
    password: TARGET_DB.password,
  });
  const accountId = (account.data as { accountId: number }).accountId;
  const window = (await inject('GET', '/privilege/impower/default-window', token)).data as object;
  const operator = await benchOperator(bench);
  await inject('POST', '/privilege/impower/add', token, {
    permissionType: 1,
    ...window,
    userIds: [operator.userId],
    assetIds: [assetId],
    accountIds: [accountId],
  });
  return { assetId, accountId, operatorToken: operator.token };
}
