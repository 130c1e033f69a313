import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/app/data/errors';
import { findLost, lookUpLost } from '../../../src/app/features/terminal/sql/lostStatement';
import { type DbSessionState, DbSessionStateSchema } from '../../../src/shared/api/dbConsole';
import { ResponseCode } from '../../../src/shared/codes';

const record = (statementId: number, sql: string, outcome = 'ok') => ({
  statementId,
  sql,
  time: '2026-11-28T08:00:00Z',
  durationMs: 3,
  outcome,
  rowCount: 1,
  affectedRows: null,
  truncated: false,
  error: null,
  errorCode: null,
  columns: [],
  params: null,
});

const state = (busy: boolean, statements: ReturnType<typeof record>[]): DbSessionState =>
  DbSessionStateSchema.parse({
    session: {
      sessionId: 7,
      protocol: 'POSTGRESQL',
      assetId: 1,
      assetName: 'pg',
      accountId: 2,
      accountName: 'ops',
      database: 'postgres',
      startTime: '2026-11-28T08:00:00Z',
      idleTimeoutSeconds: 900,
      rowLimit: 1000,
      statementTimeoutMs: 30000,
      maxSessionMinutes: null,
      masking: false,
    },
    busy,
    statements,
  });

const network = () => new ApiError({ kind: 'network', code: 0, msg: 'network' });

describe('SQL console: a statement whose reply was lost is looked up, never run again (issue 18)', () => {
  it('finds the last statement of that text after the last reply the tab saw', () => {
    const records = [record(1, 'select 1'), record(2, 'update t set a = 1'), record(3, 'update t set a = 1')];
    expect(findLost(records, ' update t set a = 1 ', 1)?.statementId).toBe(3);
    expect(findLost(records, 'update t set a = 1', 3)).toBeNull();
    expect(findLost(records, null, 1)?.statementId).toBe(3);
    expect(findLost(records, 'delete from t', 0)).toBeNull();
  });

  it('waits while the bastion is unreachable or the statement still runs, then answers its outcome', async () => {
    const replies: (DbSessionState | Error)[] = [
      network(),
      state(true, []),
      state(false, [record(4, 'select 1'), record(5, 'select pg_sleep(2)')]),
    ];
    const waits: number[] = [];
    const outcome = await lookUpLost(
      {
        fetchState: async () => {
          const next = replies.shift();
          if (next instanceof Error) throw next;
          if (!next) throw new Error('asked too often');
          return next;
        },
        wait: async (ms) => {
          waits.push(ms);
        },
        isStopped: () => false,
      },
      'select pg_sleep(2)',
      4,
    );
    expect(outcome).toMatchObject({ kind: 'found', record: { statementId: 5 } });
    expect(waits).toHaveLength(2);
  });

  it('says when the statement never ran, when the session has ended, and gives up on a bastion gone for long', async () => {
    const deps = (fetchState: () => Promise<DbSessionState>) => ({
      fetchState,
      wait: async () => undefined,
      isStopped: () => false,
    });
    expect(
      await lookUpLost(
        deps(async () => state(false, [record(1, 'select 1')])),
        'select 2',
        1,
      ),
    ).toEqual({
      kind: 'notRun',
    });
    const gone = new ApiError({ kind: 'business', code: ResponseCode.dbSessionNotFound, msg: 'ended' });
    expect(
      await lookUpLost(
        deps(async () => {
          throw gone;
        }),
        'select 1',
        0,
      ),
    ).toEqual({ kind: 'ended', message: 'ended' });
    expect(
      await lookUpLost(
        deps(async () => {
          throw network();
        }),
        'select 1',
        0,
      ),
    ).toEqual({ kind: 'unreachable' });
  });
});
