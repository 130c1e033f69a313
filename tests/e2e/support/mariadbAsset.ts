import mysql from 'mysql2/promise';
import { MARIADB } from '../../support/databases';
import type { AccessFixtures } from './accessFixtures';
import { prepareGrantedAsset } from './grantedAsset';

/**
 * The browser tests' MariaDB account and database on the machine's MariaDB (127.0.0.1:3306, root without a
 * password): their own, so the server tests' target databases are left alone. The account sees its database
 * (a table of 120 rows) and information_schema, and opens without a database chosen.
 */
export const E2E_MARIADB = {
  user: 'gatehouse_e2e_sql',
  password: 'Sql#Maria2026',
  database: 'gatehouse_e2e_sql',
} as const;

async function ensureAccount(): Promise<void> {
  const root = await mysql.createConnection({ ...MARIADB, user: 'root', password: '' });
  try {
    const { user, password, database } = E2E_MARIADB;
    await root.query(`CREATE DATABASE IF NOT EXISTS ${database}`);
    for (const host of ['localhost', '127.0.0.1', '%']) {
      await root.query(`CREATE OR REPLACE USER '${user}'@'${host}' IDENTIFIED BY '${password}'`);
      await root.query(`GRANT ALL ON ${database}.* TO '${user}'@'${host}'`);
    }
    await root.query(`DROP TABLE IF EXISTS ${database}.parts`);
    await root.query(
      `CREATE TABLE ${database}.parts (id INT PRIMARY KEY, part_name VARCHAR(40), weight_kg DECIMAL(8,2))`,
    );
    const rows = Array.from({ length: 120 }, (_, index) => [index + 1, `part ${index + 1}`, (index + 1) / 4]);
    await root.query(`INSERT INTO ${database}.parts VALUES ?`, [rows]);
  } finally {
    await root.end();
  }
}

/** A MySQL database asset on 127.0.0.1:3306 with the account above in the vault, granted to an operator. */
export async function prepareMariaDbAsset(
  fixtures: AccessFixtures,
  origin: string,
  adminToken: string,
  assetName: string,
  operatorUserName: string,
): Promise<{ assetId: number; accountId: number }> {
  await ensureAccount();
  return prepareGrantedAsset(
    fixtures,
    origin,
    adminToken,
    {
      assetName,
      assetType: 3,
      platformName: 'MySQL',
      address: MARIADB.host,
      protocol: 'MySQL',
      port: MARIADB.port,
      accountName: E2E_MARIADB.user,
      password: E2E_MARIADB.password,
    },
    operatorUserName,
  );
}
