import type { z } from 'zod';
import { hasAllPermissions, Permission } from '../../../shared/access/permissions';
import { AccountBodySchema } from '../../../shared/api/accounts';
import { AssetBodySchema } from '../../../shared/api/assets';
import {
  BACKUP_ARCHIVE_MAX_MB,
  type BackupRestoreBodySchema,
  type BackupRestoreResult,
} from '../../../shared/api/backupSettings';
import { ResponseCode } from '../../../shared/codes';
import { describePrivateKey, SshKeyError } from '../../bastion/ssh';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AuthSession } from '../../http/handler';
import { insertAccount } from '../accounts';
import { type AssetScope, assetScopeOf, insertAsset } from '../assets';
import { type ArchiveRecord, parseArchive } from './archive';
import { loadBackupConfig } from './backupConfig';
import { withBackupServer } from './backupServer';
import { type ArchiveOpener, decryptArchive } from './pgp';

type RestoreBody = z.output<typeof BackupRestoreBodySchema>;
type Caller = Pick<AuthSession, 'userId' | 'userName' | 'permissions'>;

const MAX_BYTES = BACKUP_ARCHIVE_MAX_MB * 1024 * 1024;
const tooLarge = () =>
  new AppError(
    ResponseCode.backupArchiveTooLarge,
    'backupArchiveTooLarge',
    { max: BACKUP_ARCHIVE_MAX_MB },
    { data: { field: 'fileName' } },
  );

/**
 * POST /task/backup/restore (docs/tasks.md "Restore"): an archive, uploaded or fetched from the backup server, is
 * decrypted with the password (or private key) given now, and its assets and accounts are created here in one
 * transaction, all or none: assets by name, address, protocols and asset type (platform) by name, in the department
 * the caller names; accounts with their secrets sealed by this installation's vault, through the same add paths as
 * the forms. An asset whose name exists refuses the restore, unless skipExisting skips it with its accounts. The
 * caller needs system:task:edit (the descriptor) and the rights an add of assets and accounts needs.
 */
export async function restoreBackup(deps: Deps, caller: Caller, body: RestoreBody): Promise<BackupRestoreResult> {
  if (!hasAllPermissions(caller.permissions, [Permission.assetAdd, Permission.accountAdd]))
    throw new AppError(ResponseCode.forbidden, 'backupRestoreRightsMissing');
  const bytes = await archiveBytes(deps, body);
  const opener: ArchiveOpener =
    body.privateKey.trim() !== ''
      ? { privateKey: body.privateKey, passphrase: body.passphrase }
      : { password: body.password };
  const { manifest, records } = parseArchive(await decryptArchive(bytes, opener));
  const scope = await assetScopeOf(deps.db, caller);
  const counts = await onUniqueViolation(
    () => deps.db.transaction().execute((trx) => writeRecords(trx, deps, scope, caller, body, records)),
    // Another call created one of these names meanwhile: nothing of this restore was written.
    () => fieldError('assetName', 'assetNameTaken'),
  );
  return {
    fileName: body.fileName,
    createdTime: manifest.createdAt,
    sourceVersion: manifest.gatehouseVersion,
    ...counts,
  };
}

async function archiveBytes(deps: Deps, body: RestoreBody): Promise<Uint8Array> {
  if (body.source === 'upload') {
    const bytes = Buffer.from(body.contentBase64, 'base64');
    if (bytes.length > MAX_BYTES) throw tooLarge();
    return bytes;
  }
  const config = await loadBackupConfig(deps);
  return withBackupServer(deps, config, (session) => session.read(body.fileName, MAX_BYTES, tooLarge));
}

/** Records grouped by asset name, in the archive's order; line numbers as the archive counts them (1-based). */
function byAsset(records: readonly ArchiveRecord[]) {
  const groups = new Map<string, { line: number; record: ArchiveRecord }[]>();
  records.forEach((record, index) => {
    groups.set(record.assetName, [...(groups.get(record.assetName) ?? []), { line: index + 2, record }]);
  });
  return groups;
}

const invalid = (line: number, field: string) =>
  new AppError(ResponseCode.backupArchiveInvalid, 'backupArchiveInvalid', { line, field });

/** The first problem of a schema's parse, as the archive line and field it is about. */
function parseRecord<T>(schema: z.ZodType<T>, value: unknown, line: number): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(line, parsed.error.issues[0]?.path.join('.') || 'record');
  return parsed.data;
}

async function writeRecords(
  trx: Db,
  deps: Deps,
  scope: AssetScope,
  caller: Caller,
  body: RestoreBody,
  records: readonly ArchiveRecord[],
) {
  const counts = { assetsCreated: 0, accountsCreated: 0, secretsRestored: 0, assetsSkipped: 0, accountsSkipped: 0 };
  const platforms = new Map(
    (await trx.selectFrom('platforms').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
  );
  for (const [name, entries] of byAsset(records)) {
    const [{ line, record: first } = { line: 0, record: undefined }] = entries;
    if (!first) continue;
    const taken = await trx.selectFrom('assets').select('id').where('name', '=', name).executeTakeFirst();
    if (taken) {
      if (!body.skipExisting)
        throw new AppError(ResponseCode.backupRestoreAssetExists, 'backupRestoreAssetExists', { name });
      counts.assetsSkipped += 1;
      counts.accountsSkipped += entries.length;
      continue;
    }
    const platformId = platforms.get(first.platform);
    if (platformId === undefined)
      throw new AppError(ResponseCode.backupRestorePlatformUnknown, 'backupRestorePlatformUnknown', {
        platform: first.platform,
        name,
      });
    const asset = parseRecord(
      AssetBodySchema,
      {
        assetName: first.assetName,
        assetType: first.assetType,
        address: first.address,
        platformId,
        deptId: body.deptId,
        encoding: first.encoding,
        protocols: first.protocols,
        description: first.assetDescription,
      },
      line,
    );
    const assetId = await insertAsset(trx, deps, scope, asset);
    counts.assetsCreated += 1;
    for (const { line: accountLine, record } of entries) {
      const account = parseRecord(
        AccountBodySchema,
        {
          assetId,
          accountName: record.accountName,
          accountType: record.accountType,
          authKind: record.authKind,
          password: record.password ?? '',
          privateKey: record.privateKey ?? '',
          passphrase: record.passphrase ?? '',
          description: record.description,
        },
        accountLine,
      );
      const fingerprint = keyFingerprintOf(account, accountLine);
      await insertAccount(trx, deps, account, { by: caller.userName, how: 'add', fingerprint });
      counts.accountsCreated += 1;
      counts.secretsRestored += secretsOf(account);
    }
  }
  return counts;
}

/** A key account's key must read with its passphrase, as it did where it was backed up. */
function keyFingerprintOf(account: z.output<typeof AccountBodySchema>, line: number): string | null {
  if (account.authKind !== 'key' || account.privateKey.trim() === '') return null;
  try {
    return describePrivateKey(account.privateKey, account.passphrase || undefined).fingerprint;
  } catch (error) {
    if (!(error instanceof SshKeyError)) throw error;
    throw invalid(line, 'privateKey');
  }
}

function secretsOf(account: z.output<typeof AccountBodySchema>): number {
  if (account.authKind === 'key')
    return (
      (account.privateKey.trim() === '' ? 0 : 1) + (account.privateKey.trim() !== '' && account.passphrase ? 1 : 0)
    );
  return account.password === '' ? 0 : 1;
}
