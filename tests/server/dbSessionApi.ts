import { expect } from 'vitest';
import type { DbSession, StatementRecord, StatementResult } from '../../src/shared/api/dbSessions';
import type { TerminalSession } from '../../src/shared/api/terminal';
import { MARIADB, POSTGRES, TARGET_DB } from '../support/databases';
import { accountApi } from './accountApi';
import { addAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { grant } from './grantApi';
import type { TestServer } from './harness';
import { terminalUser } from './terminalApi';

/**
 * The database-session calls the server suites share (docs/database-sessions.md), against the target database of
 * tests/support/databases.ts (call prepareMariaDb / preparePostgres in the file's beforeAll).
 */
export type Kind = 'MySQL' | 'PostgreSQL';
export const TARGETS: Record<Kind, { port: number; sleep: (s: number) => string; missing: RegExp }> = {
  MySQL: {
    port: MARIADB.port,
    sleep: (seconds) => `SELECT SLEEP(${seconds})`,
    missing: new RegExp(`ER_NO_SUCH_TABLE: Table '${TARGET_DB.database}\\.nope' doesn't exist`),
  },
  PostgreSQL: {
    port: POSTGRES.port,
    sleep: (seconds) => `select pg_sleep(${seconds})`,
    missing: /42P01: relation "nope" does not exist/,
  },
};

let assetCount = 0;

/** A database asset with the target account (and optionally a second one), granted to a fresh user. */
export async function grantedDatabase(
  server: TestServer,
  kind: Kind,
  options: { password?: string; grantAccount?: 'target' | 'other' | 'none'; proxyId?: number } = {},
) {
  const user = await terminalUser(server);
  const platform = await platformIdByName(server, user.admin, kind);
  assetCount += 1;
  const asset = await addAsset(server, user.admin, {
    assetName: `db-${kind}-${assetCount}-${Math.floor(Math.random() * 1e6)}`,
    assetType: 3,
    address: '127.0.0.1',
    platformId: platform.platformId,
    deptId: null,
    encoding: 'UTF-8',
    protocols: [{ protocol: kind, port: TARGETS[kind].port }],
    tagIds: [],
    description: '',
    proxyId: options.proxyId ?? null,
  });
  const accounts = accountApi(server, user.admin);
  const target = await accounts.addOk({
    assetId: asset.assetId,
    accountName: TARGET_DB.user,
    password: options.password ?? TARGET_DB.password,
  });
  const other = await accounts.addOk({ assetId: asset.assetId, accountName: 'someone_else', password: 'Other#2026' });
  const grantAccount = options.grantAccount ?? 'target';
  const grantIds =
    grantAccount === 'none'
      ? []
      : await grant(server, user.admin, {
          userIds: [user.id],
          assetIds: [asset.assetId],
          accountIds: [grantAccount === 'target' ? target.accountId : other.accountId],
        });
  return { ...user, assetId: asset.assetId, accountId: target.accountId, otherAccountId: other.accountId, grantIds };
}

export const open = (server: TestServer, token: string, body: Record<string, unknown>) =>
  call(server.app, 'POST', '/database/sessions', { token, body, lang: 'en' });

export async function openOk(server: TestServer, token: string, body: Record<string, unknown>): Promise<DbSession> {
  const result = await open(server, token, body);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as DbSession;
}

export const run = (server: TestServer, token: string, sessionId: number, body: Record<string, unknown>) =>
  call(server.app, 'POST', `/database/sessions/${sessionId}/statements`, { token, body, lang: 'en' });

export async function runOk(server: TestServer, token: string, sessionId: number, body: Record<string, unknown>) {
  const result = await run(server, token, sessionId, body);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as StatementResult;
}

export async function statements(server: TestServer, admin: string, sessionId: number): Promise<StatementRecord[]> {
  const result = await call(server.app, 'GET', `/audit/sessions/${sessionId}/statements`, { token: admin });
  expect(result.body.code).toBe(200);
  return result.body.data as StatementRecord[];
}

export async function auditRow(server: TestServer, admin: string, sessionId: number): Promise<TerminalSession> {
  const result = await call(server.app, 'GET', `/audit/sessions/${sessionId}`, { token: admin });
  expect(result.body.code).toBe(200);
  return result.body.data as TerminalSession;
}
