import mysql from 'mysql2/promise';
import pg from 'pg';

/**
 * The real database servers of this machine kind as targets of database sessions (docs/database-sessions.md):
 * MariaDB on 127.0.0.1:3306 (root without a password) and PostgreSQL on 127.0.0.1:5432 (trust). Each gets a
 * database and an account with a password, made again on every run, for the vault account of the tests.
 * Names carry the process id: server test files run three at a time (one worker process each), and one file's
 * `prepare…` must not drop the database or reset the account another file is using.
 */
export const TARGET_DB = {
  database: `gatehouse_dbs_target_${process.pid}`,
  user: `gatehouse_dbs_${process.pid}`,
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

/** The process ids in names left by earlier runs whose process has ended (their databases and accounts go). */
function endedOwners(names: readonly string[], prefix: string): string[] {
  return names.filter((name) => {
    const pid = Number(name.slice(prefix.length));
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  });
}

/** Another file sweeping the same leftovers at the same moment may win the race; what is left goes next time. */
const ignoreRace = (): void => undefined;

export async function prepareMariaDb(): Promise<void> {
  const root = await mysql.createConnection({ ...MARIADB, user: 'root', password: '' });
  try {
    const { database, user, password } = TARGET_DB;
    const [databases] = await root.query<mysql.RowDataPacket[]>(
      "SELECT schema_name AS name FROM information_schema.schemata WHERE schema_name LIKE 'gatehouse\\_dbs\\_target\\_%'",
    );
    for (const name of endedOwners(
      databases.map((row) => String(row.name)),
      'gatehouse_dbs_target_',
    ))
      await root.query(`DROP DATABASE IF EXISTS ${name}`).catch(ignoreRace);
    const [users] = await root.query<mysql.RowDataPacket[]>(
      "SELECT DISTINCT user AS name FROM mysql.user WHERE user LIKE 'gatehouse\\_dbs\\_%'",
    );
    for (const name of endedOwners(
      users.map((row) => String(row.name)),
      'gatehouse_dbs_',
    ))
      for (const host of ['localhost', '127.0.0.1', '%'])
        await root.query(`DROP USER IF EXISTS '${name}'@'${host}'`).catch(ignoreRace);
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
    const databases = await admin.query<{ name: string }>(
      "select datname as name from pg_database where datname like 'gatehouse\\_dbs\\_target\\_%'",
    );
    for (const name of endedOwners(
      databases.rows.map((row) => row.name),
      'gatehouse_dbs_target_',
    ))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(ignoreRace);
    const roles = await admin.query<{ name: string }>(
      "select rolname as name from pg_roles where rolname like 'gatehouse\\_dbs\\_%'",
    );
    for (const name of endedOwners(
      roles.rows.map((row) => row.name),
      'gatehouse_dbs_',
    ))
      await admin.query(`DROP ROLE IF EXISTS ${name}`).catch(ignoreRace);
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
