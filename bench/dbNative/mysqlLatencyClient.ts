import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';

/**
 * The client side of the MySQL listener's latency benchmark (bench/dbNative/mysql.ts), in a process of its own so
 * that the client's work is not on the bench Gatehouse's event loop: one connection, `SELECT 1` a number of times,
 * each time written to stdout as JSON once done. Argument: the connection options and rounds as JSON.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  tls: boolean;
  rounds: number;
  warmUp: number;
};

const connection = await mysql.createConnection({
  host: options.host,
  port: options.port,
  user: options.user,
  password: options.password,
  database: options.database,
  ...(options.tls ? { ssl: { rejectUnauthorized: false } } : {}),
});
for (let i = 0; i < options.warmUp; i += 1) await connection.query('SELECT 1');
const times: number[] = [];
for (let i = 0; i < options.rounds; i += 1) {
  const start = performance.now();
  await connection.query('SELECT 1');
  times.push(performance.now() - start);
}
await connection.end();
process.stdout.write(JSON.stringify(times));
