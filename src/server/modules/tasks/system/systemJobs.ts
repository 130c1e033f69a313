import { execFile } from 'node:child_process';
import { mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { MessageKey } from '../../../../shared/messages';
import type { Deps } from '../../../deps';

const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60_000;
/** Recordings removed per statement; a run goes on until none is left. */
const RECORDING_BATCH = 500;
const BACKUP_PATTERN = /^gatehouse-db-\d{8}T\d{6}Z\.(db|dump)$/;

export type SystemJob = 'systemLogCleanup' | 'systemRecordingRetention' | 'systemDatabaseBackup';
export const SYSTEM_JOBS: readonly SystemJob[] = [
  'systemLogCleanup',
  'systemRecordingRetention',
  'systemDatabaseBackup',
];

export interface SystemJobParams {
  retentionDays?: number;
  keep?: number;
}

export interface SystemJobOutcome {
  ok: boolean;
  done: number;
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

/** Runs one system job (docs/tasks.md "System tasks"). Throws only on a fault of Gatehouse itself. */
export function runSystemJob(deps: Deps, job: SystemJob, params: SystemJobParams): Promise<SystemJobOutcome> {
  if (job === 'systemLogCleanup') return cleanLogs(deps, params.retentionDays ?? 180);
  if (job === 'systemRecordingRetention') return removeOldRecordings(deps, params.retentionDays ?? 180);
  return backUpDatabase(deps, params.keep ?? 7);
}

const cutoffOf = (deps: Deps, days: number) => new Date(deps.now().getTime() - days * DAY_MS).toISOString();

/** Operation-log and login-log lines older than the retention. */
async function cleanLogs(deps: Deps, days: number): Promise<SystemJobOutcome> {
  const before = cutoffOf(deps, days);
  const operations = await deps.db.deleteFrom('operation_logs').where('oper_time', '<', before).executeTakeFirst();
  const logins = await deps.db.deleteFrom('login_logs').where('login_time', '<', before).executeTakeFirst();
  const counts = { operations: Number(operations.numDeletedRows), logins: Number(logins.numDeletedRows), days };
  return { ok: true, done: counts.operations + counts.logins, messageKey: 'systemLogCleanupDone', params: counts };
}

/**
 * Recordings of sessions that ended before the retention: the file goes, the session record stays (its recording
 * then reads as removed) with its commands.
 */
async function removeOldRecordings(deps: Deps, days: number): Promise<SystemJobOutcome> {
  const before = cutoffOf(deps, days);
  let count = 0;
  let bytes = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('terminal_sessions')
      .select(['id', 'recording_file', 'recording_bytes'])
      .where('ended_at', '<', before)
      .where('recording_file', 'is not', null)
      .limit(RECORDING_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const name = row.recording_file as string;
      // Only plain file names were ever written; anything else is left on disk rather than followed.
      if (/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/.test(name))
        await unlink(join(deps.dataDir, 'recordings', name)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        });
      bytes += Number(row.recording_bytes);
    }
    await deps.db
      .updateTable('terminal_sessions')
      .set({ recording_file: null })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    count += rows.length;
  }
  return {
    ok: true,
    done: count,
    messageKey: 'systemRecordingsRemoved',
    params: { count, megabytes: Math.round(bytes / 1024 / 102.4) / 10, days },
  };
}

/**
 * A copy of Gatehouse's own database in <data>/backups, the newest `keep` kept: SQLite's VACUUM INTO (a consistent
 * copy while the server runs), PostgreSQL's pg_dump in its custom format (pg_restore reads it). Stored secrets stay
 * sealed under the master key, which is not in the database: keep the key file apart from the copies.
 */
async function backUpDatabase(deps: Deps, keep: number): Promise<SystemJobOutcome> {
  const dir = join(deps.dataDir, 'backups');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stamp = deps
    .now()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const postgres = deps.dialect === 'postgres';
  const file = join(dir, `gatehouse-db-${stamp}.${postgres ? 'dump' : 'db'}`);
  if (postgres) {
    try {
      await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${deps.databaseUrl ?? ''}`], {
        timeout: 30 * 60_000,
      });
    } catch (error) {
      // pg_dump's own words may carry the connection string: only its exit status is reported.
      const code = (error as { code?: string | number }).code ?? '-';
      return { ok: false, done: 0, messageKey: 'systemBackupFailed', params: { reason: `pg_dump ${code}` } };
    }
  } else {
    await sql`VACUUM INTO ${file}`.execute(deps.db);
  }
  const size = (await stat(file)).size;
  const removed = await keepNewest(dir, keep);
  return {
    ok: true,
    done: 1,
    messageKey: 'systemBackupDone',
    params: { file: file.slice(dir.length + 1), megabytes: Math.round(size / 1024 / 102.4) / 10, removed },
  };
}

async function keepNewest(dir: string, keep: number): Promise<number> {
  const copies = (await readdir(dir)).filter((name) => BACKUP_PATTERN.test(name)).sort();
  const old = copies.slice(0, Math.max(0, copies.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old.length;
}
