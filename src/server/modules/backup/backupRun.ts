import type { MessageKey } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { VaultError } from '../../security/vaultError';
import { openAccountSecret } from '../accounts';
import { PRODUCT_VERSION } from '../system';
import { type ArchiveRecord, archiveFileName, archiveText, type Manifest, parseArchiveName } from './archive';
import { type BackupConfig, isBackupConfigured, loadBackupConfig } from './backupConfig';
import { notConfigured, withBackupServer } from './backupServer';
import { encryptArchive } from './pgp';
import type { SftpSession } from './sftpSession';
import { statusOf } from './sftpSession';

/** A message key and its parameters, as runs store them (never a secret). */
export interface BackupMessage {
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

export interface BackupRequest {
  runId: number;
  taskId: number | null;
  taskName: string;
  /** The run's accounts, already narrowed to the task owner's scope. */
  accountIds: readonly number[];
  /** A cancel (or the node stopping): checked before the archive leaves the process. */
  isStopping: () => boolean;
}

export interface BackupResult {
  /** Per account: in the uploaded archive (ok), or why not. Empty when the backup stopped before its upload. */
  accounts: Map<number, BackupMessage & { ok: boolean }>;
  /** The archive uploaded, or null. */
  uploaded: { fileName: string; server: string; sizeBytes: number; accountCount: number } | null;
  /** Why nothing was uploaded (settings, encryption, the server), or null. */
  failure: BackupMessage | null;
  /** For the run's log. */
  log: (BackupMessage & { level: 'info' | 'warn' })[];
}

/** Rows per `in (…)` list: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

/**
 * One backup run (docs/tasks.md "Backup (type 2)"): every account of the run with its asset and its secrets opened,
 * as one archive (JSON Lines, archive.ts) encrypted with the settings' password or public key, uploaded to the
 * backup server held to its pinned host key, then the task's archives beyond the retention count deleted. The
 * plaintext lives in memory only; secrets go nowhere else (no log, message or error carries one).
 */
export async function backUpAccounts(deps: Deps, request: BackupRequest): Promise<BackupResult> {
  const result: BackupResult = { accounts: new Map(), uploaded: null, failure: null, log: [] };
  const config = await loadBackupConfig(deps);
  const failAll = (failure: BackupMessage) => {
    result.failure = failure;
    result.log.push({ level: 'warn', ...failure });
    for (const id of request.accountIds)
      if (result.accounts.get(id)?.ok !== false) result.accounts.set(id, { ok: false, ...failure });
    return result;
  };
  if (!isBackupConfigured(config)) return failAll(messageOf(notConfigured()));

  const { records, secretCount } = await readRecords(deps, request.accountIds, result.accounts);
  if (request.isStopping()) {
    result.accounts.clear();
    return result;
  }
  // Every account was deleted meanwhile or does not open: each says why, and an empty archive helps nobody.
  if (records.length === 0) return result;
  const now = deps.now();
  const fileName = archiveFileName(now, request.taskId, request.runId);
  const manifest: Manifest = {
    format: 'gatehouse-backup',
    formatVersion: 1,
    gatehouseVersion: PRODUCT_VERSION,
    createdAt: now.toISOString(),
    taskId: request.taskId,
    taskName: request.taskName,
    runId: request.runId,
    accountCount: records.length,
    secretCount,
  };
  try {
    const encrypted = await encryptArchive(
      archiveText(manifest, records),
      fileName.replace(/\.gpg$/, ''),
      config.protection === 'password' ? { password: config.archivePassword } : { publicKey: config.publicKey },
    );
    await withBackupServer(deps, config, async (session, learned) => {
      if (learned)
        result.log.push({
          level: 'info',
          messageKey: 'backupHostKeyLearned',
          params: { fingerprint: learned.fingerprint },
        });
      const directory = await session.directory();
      await session.upload(fileName, encrypted);
      // Where it went, in the run's message: whoever may edit the settings decides that.
      const server = `${config.username}@${config.host}:${config.port}${directory.startsWith('/') ? '' : ':'}${directory}`;
      result.uploaded = { fileName, server, sizeBytes: encrypted.length, accountCount: records.length };
      result.log.push({
        level: 'info',
        messageKey: 'backupRunUploaded',
        params: { file: fileName, server, count: records.length, bytes: encrypted.length },
      });
      await applyRetention(session, config, request.taskId, result);
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (!result.uploaded) return failAll(messageOf(error));
    // Failed after the upload (closing the connection): the archive is there; say it in the log.
    result.log.push({ level: 'warn', ...messageOf(error) });
  }
  return result;
}

const messageOf = (error: AppError): BackupMessage => ({ messageKey: error.messageKey, params: error.params });

interface AccountRow {
  id: number;
  account_name: string;
  account_type: number;
  auth_kind: string;
  description: string;
  secret_sealed: string | null;
  passphrase_sealed: string | null;
  asset_id: number;
  asset_name: string;
  asset_type: number;
  address: string;
  encoding: string;
  asset_description: string;
  platform: string;
}

async function accountRows(db: Db, ids: readonly number[]): Promise<AccountRow[]> {
  const rows: AccountRow[] = [];
  for (let start = 0; start < ids.length; start += CHUNK)
    rows.push(
      ...(await db
        .selectFrom('accounts')
        .innerJoin('assets', 'assets.id', 'accounts.asset_id')
        .innerJoin('platforms', 'platforms.id', 'assets.platform_id')
        .select([
          'accounts.id',
          'accounts.account_name',
          'accounts.account_type',
          'accounts.auth_kind',
          'accounts.description',
          'accounts.secret_sealed',
          'accounts.passphrase_sealed',
          'assets.id as asset_id',
          'assets.name as asset_name',
          'assets.asset_type',
          'assets.address',
          'assets.encoding',
          'assets.description as asset_description',
          'platforms.name as platform',
        ])
        .where('accounts.id', 'in', ids.slice(start, start + CHUNK))
        .execute()),
    );
  return rows;
}

async function protocolsOf(db: Db, assetIds: readonly number[]) {
  const byAsset = new Map<number, { protocol: string; port: number }[]>();
  for (let start = 0; start < assetIds.length; start += CHUNK) {
    const rows = await db
      .selectFrom('asset_protocols')
      .select(['asset_id', 'protocol', 'port'])
      .where('asset_id', 'in', assetIds.slice(start, start + CHUNK))
      .orderBy('asset_id')
      .orderBy('protocol')
      .execute();
    for (const row of rows)
      byAsset.set(row.asset_id, [...(byAsset.get(row.asset_id) ?? []), { protocol: row.protocol, port: row.port }]);
  }
  return byAsset;
}

/**
 * The archive's records in the run's order, each account's secrets opened for it alone. An account gone since the
 * run began, or whose secret does not open with this master key, is left out and says so.
 */
async function readRecords(deps: Deps, ids: readonly number[], outcomes: BackupResult['accounts']) {
  const rows = new Map((await accountRows(deps.db, ids)).map((row) => [row.id, row]));
  const protocols = await protocolsOf(deps.db, [...new Set([...rows.values()].map((row) => row.asset_id))]);
  const records: ArchiveRecord[] = [];
  let secretCount = 0;
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) {
      outcomes.set(id, { ok: false, messageKey: 'taskTargetGone', params: {} });
      continue;
    }
    let secret: string | null;
    let passphrase: string | null;
    try {
      secret = row.secret_sealed === null ? null : openAccountSecret(deps.vault, id, 'secret', row.secret_sealed);
      passphrase =
        row.passphrase_sealed === null ? null : openAccountSecret(deps.vault, id, 'passphrase', row.passphrase_sealed);
    } catch (error) {
      if (!(error instanceof VaultError)) throw error;
      outcomes.set(id, { ok: false, messageKey: 'accountSecretUnreadable', params: {} });
      continue;
    }
    const isKey = row.auth_kind === 'key';
    records.push({
      assetName: row.asset_name,
      assetType: row.asset_type,
      address: row.address,
      platform: row.platform,
      protocols: protocols.get(row.asset_id) ?? [],
      encoding: row.encoding,
      assetDescription: row.asset_description,
      accountName: row.account_name,
      accountType: row.account_type,
      authKind: isKey ? 'key' : 'password',
      password: isKey ? null : secret,
      privateKey: isKey ? secret : null,
      passphrase: isKey ? passphrase : null,
      description: row.description,
    });
    secretCount += (secret === null ? 0 : 1) + (isKey && passphrase !== null ? 1 : 0);
    outcomes.set(id, {
      ok: true,
      messageKey: secret === null ? 'backupTargetNoSecret' : 'backupTargetDone',
      params: {},
    });
  }
  return { records, secretCount };
}

/**
 * Keeps the newest `retention` archives of this task (by run id, which only grows) and deletes the older ones. Only
 * names of Gatehouse's archive pattern with this task's id are touched: other files, other tasks' archives and
 * archives of other installations' tasks with other ids stay.
 */
async function applyRetention(
  session: SftpSession,
  config: BackupConfig,
  taskId: number | null,
  result: BackupResult,
): Promise<void> {
  let files: { name: string }[];
  try {
    files = await session.list();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    result.log.push({ level: 'warn', messageKey: 'backupRetentionFailed', params: { status: 'readdir' } });
    return;
  }
  const ours = files
    .map((file) => ({ name: file.name, named: parseArchiveName(file.name) }))
    .filter((file) => file.named !== null && file.named.taskId === (taskId ?? 0))
    .sort((a, b) => (b.named?.runId ?? 0) - (a.named?.runId ?? 0));
  const removed: string[] = [];
  for (const file of ours.slice(config.retention)) {
    try {
      await session.remove(file.name);
      removed.push(file.name);
    } catch (error) {
      result.log.push({ level: 'warn', messageKey: 'backupRetentionFailed', params: { status: statusOf(error) } });
      break;
    }
  }
  if (removed.length > 0)
    result.log.push({
      level: 'info',
      messageKey: 'backupRetentionRemoved',
      params: { keep: config.retention, files: removed.join(', ') },
    });
}
