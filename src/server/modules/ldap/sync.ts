import type { z } from 'zod';
import type { LdapSyncBodySchema } from '../../../shared/api/ldap';
import { ResponseCode } from '../../../shared/codes';
import { UserKind, UserSource, UserStatus } from '../../../shared/enums';
import type { MessageKey } from '../../../shared/messages';
import { msgRef } from '../../../shared/rules/validation';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { type BackgroundRun, startBackgroundRun } from '../tasks';
import { NO_LOCAL_PASSWORD, revokeTokensOf, signOutEverywhere } from '../users';
import { type LdapConfig, requireConfig } from './config';
import { type DirectoryEntry, DirectoryError } from './directory';
import { directoryAppError, withDirectory } from './errors';
import { type MappedUser, mapEntry, nameProblem } from './mapping';

/** A full sync refuses to run on a list it could not read whole (gone users would be locked wrongly). */
const SYNC_LIMIT = 50_000;
const PROGRESS_EVERY = 20;
const SKIPPED_DETAIL_MAX = 200;
/** A run that has not finished after this long died with its node; another may start. */
const STALE_RUN_MS = 30 * 60_000;

/**
 * Starts an import (the selected names) or a full sync (everyone; LDAP users gone from the directory are
 * locked) in the background; one run at a time. Progress is kept in ldap_sync_runs, so that any node
 * answers the status call.
 */
export async function startLdapSync(
  deps: Deps,
  startedBy: string,
  body: z.output<typeof LdapSyncBodySchema>,
): Promise<{ runId: number }> {
  const config = await requireConfig(deps);
  const now = deps.now();
  const runId = await deps.db.transaction().execute(async (trx) => {
    const running = await trx
      .selectFrom('ldap_sync_runs')
      .select('id')
      .where('finished_at', 'is', null)
      .where('started_at', '>', new Date(now.getTime() - STALE_RUN_MS).toISOString())
      .executeTakeFirst();
    if (running) throw new AppError(ResponseCode.ldapSyncRunning, 'ldapSyncRunning');
    const row = await trx
      .insertInto('ldap_sync_runs')
      .values({
        started_by: startedBy.slice(0, 64),
        started_at: now.toISOString(),
        finished_at: null,
        full_sync: body.all ? 1 : 0,
        total: 0,
        done: 0,
        created: 0,
        updated: 0,
        unchanged: 0,
        skipped: 0,
        locked: 0,
        skipped_detail: '[]',
        error: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const background = await startBackgroundRun(
    deps,
    body.all ? 'backgroundLdapSync' : 'backgroundLdapImport',
    startedBy,
  );
  void runSync(deps, config, runId, body, background).catch(async (error: unknown) => {
    deps.log.error({ err: error, runId }, 'LDAP sync failed');
    const key = error instanceof AppError ? msgRef(error.messageKey, error.params) : msgRef('unknownError');
    await background
      .finish(
        error instanceof AppError ? { ok: false, messageKey: error.messageKey, params: error.params } : { ok: false },
      )
      .catch((failure: unknown) =>
        deps.log.error({ err: failure, runId }, 'LDAP sync background run could not be closed'),
      );
    await deps.db
      .updateTable('ldap_sync_runs')
      .set({ error: key.slice(0, 1000), finished_at: deps.now().toISOString() })
      .where('id', '=', runId)
      .execute()
      .catch((failure: unknown) => deps.log.error({ err: failure, runId }, 'LDAP sync run could not be closed'));
  });
  return { runId };
}

interface Counts {
  done: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  locked: number;
}

async function runSync(
  deps: Deps,
  config: LdapConfig,
  runId: number,
  body: z.output<typeof LdapSyncBodySchema>,
  background: BackgroundRun,
) {
  const listed = await withDirectory(config, (session) => session.listUsers(SYNC_LIMIT));
  if (listed.truncated && body.all) {
    throw directoryAppError(new DirectoryError('search', `more than ${SYNC_LIMIT} entries`));
  }
  const byName = new Map<string, DirectoryEntry[]>();
  for (const entry of listed.entries) byName.set(entry.userName, [...(byName.get(entry.userName) ?? []), entry]);

  const wanted = body.all ? [...byName.keys()] : [...new Set(body.userNames)];
  const counts: Counts = { done: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, locked: 0 };
  const skippedUsers: { userName: string; reason: string }[] = [];
  const skip = (userName: string, reason: MessageKey) => {
    counts.skipped += 1;
    if (skippedUsers.length < SKIPPED_DETAIL_MAX) skippedUsers.push({ userName, reason });
  };
  const saveProgress = async () => {
    await deps.db
      .updateTable('ldap_sync_runs')
      .set({ ...counts, skipped_detail: JSON.stringify(skippedUsers) })
      .where('id', '=', runId)
      .execute();
    await background.progress(counts.done, wanted.length);
  };
  await deps.db.updateTable('ldap_sync_runs').set({ total: wanted.length }).where('id', '=', runId).execute();
  await background.progress(0, wanted.length);

  for (const userName of wanted) {
    const entries = byName.get(userName) ?? [];
    const problem = nameProblem(userName);
    if (entries.length === 0) skip(userName, 'ldapSkipNotFound');
    else if (problem) skip(userName, problem);
    else if (entries.length > 1) skip(userName, 'ldapSkipDuplicate');
    else {
      const outcome = await importOne(deps, entries[0] as DirectoryEntry);
      if (outcome === 'local') skip(userName, 'ldapSkipLocalUser');
      else counts[outcome] += 1;
    }
    counts.done += 1;
    if (counts.done % PROGRESS_EVERY === 0) await saveProgress();
  }

  if (body.all) counts.locked = await lockGoneUsers(deps, new Set(byName.keys()));
  await deps.db
    .updateTable('ldap_sync_runs')
    .set({ ...counts, skipped_detail: JSON.stringify(skippedUsers), finished_at: deps.now().toISOString() })
    .where('id', '=', runId)
    .execute();
  await background.progress(counts.done, wanted.length);
  await background.finish({ ok: true, failed: counts.skipped });
}

/** Creates or refreshes one LDAP user; a local user of the same name is left alone. */
async function importOne(deps: Deps, entry: DirectoryEntry): Promise<'created' | 'updated' | 'unchanged' | 'local'> {
  const mapped = mapEntry(entry);
  const now = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .leftJoin('ldap_accounts', 'ldap_accounts.user_id', 'users.id')
      .select([
        'users.id',
        'users.user_source',
        'users.status',
        'users.nick_name',
        'users.email',
        'users.phonenumber',
        'ldap_accounts.dn',
        'ldap_accounts.gone_at',
      ])
      .where('users.user_name', '=', mapped.userName)
      .executeTakeFirst();
    if (user && user.user_source !== UserSource.ldap) return 'local';
    if (!user) {
      const { id } = await trx
        .insertInto('users')
        .values(newUserRow(mapped, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ldap_accounts')
        .values({ user_id: id, dn: entry.dn, synced_at: now, gone_at: null })
        .execute();
      return 'created';
    }
    // A user this sync locked because the entry was gone is back: unlock. A lock by an administrator stays.
    const isBack = user.gone_at != null && user.status === UserStatus.locked;
    const isChanged =
      user.nick_name !== mapped.nickName || user.email !== mapped.email || user.phonenumber !== mapped.phonenumber;
    if (isChanged || isBack) {
      await trx
        .updateTable('users')
        .set({
          nick_name: mapped.nickName,
          email: mapped.email,
          phonenumber: mapped.phonenumber,
          ...(isBack ? { status: UserStatus.normal } : {}),
          updated_at: now,
        })
        .where('id', '=', user.id)
        .execute();
    }
    if (user.dn == null) {
      await trx
        .insertInto('ldap_accounts')
        .values({ user_id: user.id, dn: entry.dn, synced_at: now, gone_at: null })
        .execute();
    } else {
      await trx
        .updateTable('ldap_accounts')
        .set({ dn: entry.dn, synced_at: now, gone_at: null })
        .where('user_id', '=', user.id)
        .execute();
    }
    return isChanged || isBack || user.dn !== entry.dn ? 'updated' : 'unchanged';
  });
}

function newUserRow(mapped: MappedUser, now: string) {
  return {
    user_name: mapped.userName,
    nick_name: mapped.nickName,
    password_hash: NO_LOCAL_PASSWORD,
    email: mapped.email,
    phonenumber: mapped.phonenumber,
    avatar: '',
    user_kind: UserKind.formal,
    user_source: UserSource.ldap,
    status: UserStatus.normal,
    valid_from: null,
    valid_to: null,
    must_change_password: 0 as const,
    password_changed_at: now,
    failed_attempts: 0,
    locked_until: null,
    dept_id: null,
    created_at: now,
    updated_at: now,
  };
}

/** LDAP users the directory no longer lists are locked (never deleted: audit trails name them); answers how many. */
async function lockGoneUsers(deps: Deps, present: ReadonlySet<string>): Promise<number> {
  const now = deps.now().toISOString();
  const ldapUsers = await deps.db
    .selectFrom('users')
    .select(['id', 'user_name', 'status'])
    .where('user_source', '=', UserSource.ldap)
    .execute();
  const gone = ldapUsers.filter((user) => !present.has(user.user_name) && user.status !== UserStatus.locked);
  const ids = gone.map((user) => user.id);
  if (ids.length === 0) return 0;
  await deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await trx
        .updateTable('users')
        .set({ status: UserStatus.locked, updated_at: now })
        .where('id', 'in', chunk)
        .execute();
      const known = await trx.selectFrom('ldap_accounts').select('user_id').where('user_id', 'in', chunk).execute();
      const knownIds = new Set(known.map((row) => row.user_id));
      await trx.updateTable('ldap_accounts').set({ gone_at: now }).where('user_id', 'in', chunk).execute();
      const unknown = chunk.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) {
        // Created by hand as LDAP users and never imported: remembered as gone, so a later sync that finds them unlocks.
        await trx
          .insertInto('ldap_accounts')
          .values(unknown.map((id) => ({ user_id: id, dn: '', synced_at: now, gone_at: now })))
          .execute();
      }
      await revokeTokensOf(trx, chunk, now);
    }
  });
  await signOutEverywhere(deps, ids);
  return ids.length;
}
