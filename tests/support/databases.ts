import mysql from 'mysql2/promise';
import pg from 'pg';

/**
 * The real database servers of this machine kind as targets of database sessions (docs/database-sessions.md):
 * MariaDB on 127.0.0.1:3306 (root without a password) and PostgreSQL on 127.0.0.1:5432 (trust). Each gets a
 * database and an account with a password, made again on every run, for the vault account of the tests.
 */
export const TARGET_DB = {
  database: 'gatehouse_dbs_target',
  user: 'gatehouse_dbs',
  password: 'Db#Target2026',
} as const;

export const MARIADB = { host: '127.0.0.1', port: 3306 } as const;
export const POSTGRES = { host: '127.0.0.1', port: 5432 } as const;

/** Five people: ids, names, a DATETIME, a few bytes, a number past 2^53. */
const PEOPLE = [
  [1, 'ann', '2024-01-02 03:04:05', 'deadbeef', '9007199254740993'],
  [2, 'bob', '2024-02-03 04:05:06', '00ff', '2'],
  [3, 'cat', '2024-03-04 05:06:07', '01', '3'],
  [4, 'dan', '2024-04-05 06:07:08', '02', '4'],
  [5, 'eve', '2024-05-06 07:08:09', '03', '5'],
] as const;

export async function prepareMariaDb(): Promise<void> {
  const root = await mysql.createConnection({ ...MARIADB, user: 'root', password: '' });
  try {
    const { database, user, password } = TARGET_DB;
    await root.query(`DROP DATABASE IF EXISTS ${database}`);
    await root.query(`CREATE DATABASE ${database}`);
    for (const host of ['localhost', '127.0.0.1', '%']) {
      await root.query(`CREATE OR REPLACE USER '${user}'@'${host}' IDENTIFIED BY '${password}'`);
      await root.query(`GRANT ALL ON ${database}.* TO '${user}'@'${host}'`);
    }
    await root.query(
      `CREATE TABLE ${database}.people (id INT PRIMARY KEY, name VARCHAR(20), born DATETIME, photo VARBINARY(8), big BIGINT)`,
    );
    for (const [id, name, born, photo, big] of PEOPLE)
      await root.query(`INSERT INTO ${database}.people VALUES (?, ?, ?, UNHEX(?), ?)`, [id, name, born, photo, big]);
  } finally {
    await root.end();
  }
}

export async function preparePostgres(adminUrl: string): Promise<void> {
  const { database, user, password } = TARGET_DB;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    const role = await admin.query('select 1 from pg_roles where rolname = $1', [user]);
    await admin.query(
      `${role.rowCount ? 'ALTER' : 'CREATE'} ROLE ${user} LOGIN PASSWORD '${password.replace(/'/g, "''")}'`,
    );
    await admin.query(`CREATE DATABASE ${database} OWNER ${user}`);
  } finally {
    await admin.end();
  }
  const owner = new pg.Client({ ...POSTGRES, user, password, database });
  await owner.connect();
  try {
    await owner.query(
      'create table people (id int primary key, name varchar(20), born timestamp, photo bytea, big bigint)',
    );
    for (const [id, name, born, photo, big] of PEOPLE)
      await owner.query('insert into people values ($1, $2, $3, decode($4, $5), $6)', [
        id,
        name,
        born,
        photo,
        'hex',
        big,
      ]);
  } finally {
    await owner.end();
  }
}
