import type { FastifyBaseLogger } from 'fastify';
import type { Db, DialectName } from './db/database';

/** What handlers and services need from the outside world; tests swap the clock. */
export interface Deps {
  db: Db;
  dialect: DialectName;
  now: () => Date;
  log: FastifyBaseLogger;
}
