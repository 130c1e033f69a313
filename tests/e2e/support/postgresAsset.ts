import pg from 'pg';
import { POSTGRES } from '../../support/databases';
import type { AccessFixtures } from './accessFixtures';
import { prepareGrantedAsset } from './grantedAsset';

/**
 * The browser tests' database account: a login role of the machine's PostgreSQL with a password (it starts in the
 * `postgres` database). Their own role, so the server tests' target database is left alone.
 */
export const E2E_PG_ROLE = { user: 'gatehouse_e2e_sql', password: 'Sql#Target2026' } as const;
const PG_ADMIN_URL = process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function ensureLoginRole(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_roles where rolname = $1', [E2E_PG_ROLE.user]);
    await admin.query(
      `${found.rowCount ? 'ALTER' : 'CREATE'} ROLE ${E2E_PG_ROLE.user} LOGIN PASSWORD '${E2E_PG_ROLE.password}'`,
    );
  } finally {
    await admin.end();
  }
}

/** A PostgreSQL database asset on 127.0.0.1:5432 with the role above as its vault account, granted to an operator. */
export async function preparePostgresAsset(
  fixtures: AccessFixtures,
  origin: string,
  adminToken: string,
  assetName: string,
  operatorUserName: string,
): Promise<{ assetId: number; accountId: number }> {
  await ensureLoginRole();
  return prepareGrantedAsset(
    fixtures,
    origin,
    adminToken,
    {
      assetName,
      assetType: 3,
      platformName: 'PostgreSQL',
      address: POSTGRES.host,
      protocol: 'PostgreSQL',
      port: POSTGRES.port,
      accountName: E2E_PG_ROLE.user,
      password: E2E_PG_ROLE.password,
    },
    operatorUserName,
  );
}
