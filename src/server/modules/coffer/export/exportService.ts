import type { z } from 'zod';
import {
  type CofferExportBodySchema,
  type CofferExportFile,
  EXPORT_MIME_TYPE,
} from '../../../../shared/api/cofferExport';
import { ResponseCode } from '../../../../shared/codes';
import type { Lang } from '../../../../shared/messages';
import type { Db } from '../../../db/database';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { type RevealRequest, revealSecret } from '../../../security/reveal';
import { VaultError } from '../../../security/vaultError';
import { openAccountSecret, sealedColumnOf } from '../../accounts';
import { type CofferCaller, loadCoffer, requireLicence } from '../cofferAccess';
import { safeAccountIds } from '../cofferMembers';
import { type ExportRow, encryptWithPassword, exportCsv, exportFileName } from './exportFile';

type ExportBody = z.output<typeof CofferExportBodySchema>;

/** One stored secret of an account of the safe: what goes into the file and into the reveal audit. */
interface StoredSecret {
  accountId: number;
  column: 'secret' | 'passphrase';
  sealed: string;
}

/**
 * POST /coffer/export (docs/coffer.md "Export"): every account of the safe with its secrets, as a CSV encrypted
 * under the caller's password. It needs a valid reveal (or manage) licence, as revealing one secret does:
 * managing the safe is not enough. Each secret in the file is one reveal in vault_reveals (`revealed`, with the
 * reason, permission `coffer:<id>:export`); a refused export is one `denied` row per secret it asked for. The
 * password and the secrets are never stored, logged or put in an error.
 */
export async function exportCoffer(
  deps: Deps,
  caller: CofferCaller,
  body: ExportBody,
  from: { ip: string; userAgent: string },
  lang: Lang,
): Promise<CofferExportFile> {
  const coffer = await loadCoffer(deps.db, body.cofferId);
  const accounts = await accountsOf(deps.db, coffer);
  const secrets = accounts.flatMap((account): StoredSecret[] => [
    ...(account.secret_sealed === null
      ? []
      : [{ accountId: account.id, column: 'secret' as const, sealed: account.secret_sealed }]),
    ...(account.passphrase_sealed === null
      ? []
      : [{ accountId: account.id, column: 'passphrase' as const, sealed: account.passphrase_sealed }]),
  ]);
  const requestOf = (secret: StoredSecret, granted: boolean): RevealRequest => ({
    actor: { userId: caller.userId, userName: caller.userName },
    access: { permission: `coffer:${coffer.id}:export`, granted },
    reason: body.reason,
    from,
    column: sealedColumnOf(secret.column),
    id: secret.accountId,
    sealed: secret.sealed,
  });

  try {
    await requireLicence(deps.db, caller, coffer.id, 'reveal', deps.now());
  } catch (refusal) {
    // Audited as denied, one row per secret asked for (revealSecret answers a denial with "forbidden", which is
    // dropped here); the caller hears why: no licence, an ended one, one too weak.
    await deps.db.transaction().execute(async (trx) => {
      for (const secret of secrets)
        await revealSecret({ ...deps, db: trx }, requestOf(secret, false)).catch((denial: unknown) => {
          if (!(denial instanceof AppError && denial.code === ResponseCode.forbidden)) throw denial;
        });
    });
    throw refusal;
  }

  // Every secret must open before any is audited as revealed: a file that is never answered reveals nothing.
  // The one that does not open is audited as failed by revealSecret, which refuses the export.
  for (const secret of secrets) {
    try {
      openAccountSecret(deps.vault, secret.accountId, secret.column, secret.sealed);
    } catch (error) {
      if (!(error instanceof VaultError)) throw error;
      await revealSecret(deps, requestOf(secret, true));
    }
  }
  const opened = new Map<string, string>();
  await deps.db.transaction().execute(async (trx) => {
    for (const secret of secrets)
      opened.set(
        `${secret.accountId}:${secret.column}`,
        await revealSecret({ ...deps, db: trx }, requestOf(secret, true)),
      );
  });

  const rows: ExportRow[] = accounts.map((account) => ({
    assetName: account.asset_name,
    address: account.address,
    protocols: account.protocols,
    accountName: account.account_name,
    accountType: account.account_type,
    authKind: account.auth_kind,
    secret: opened.get(`${account.id}:secret`) ?? '',
    passphrase: opened.get(`${account.id}:passphrase`) ?? '',
  }));
  const content = await encryptWithPassword(exportCsv(rows, lang), body.password);
  return {
    fileName: exportFileName(coffer.name, deps.now()),
    mimeType: EXPORT_MIME_TYPE,
    contentBase64: Buffer.from(content).toString('base64'),
    accountCount: rows.length,
    secretCount: secrets.length,
  };
}

/** The safe's accounts with their assets and the assets' protocols, in the order of the safe's account list. */
async function accountsOf(db: Db, coffer: { id: number; vault_type: number }) {
  const ids = safeAccountIds(db, coffer);
  const [accounts, protocols] = await Promise.all([
    db
      .selectFrom('accounts')
      .innerJoin('assets', 'assets.id', 'accounts.asset_id')
      .select([
        'accounts.id',
        'accounts.asset_id',
        'accounts.account_name',
        'accounts.account_type',
        'accounts.auth_kind',
        'accounts.secret_sealed',
        'accounts.passphrase_sealed',
        'assets.name as asset_name',
        'assets.address',
      ])
      .where('accounts.id', 'in', ids)
      .orderBy('assets.name')
      .orderBy('accounts.search_name')
      .orderBy('accounts.id')
      .execute(),
    db
      .selectFrom('asset_protocols')
      .select(['asset_id', 'protocol', 'port'])
      .where('asset_id', 'in', db.selectFrom('accounts').select('accounts.asset_id').where('accounts.id', 'in', ids))
      .orderBy('asset_id')
      .orderBy('protocol')
      .execute(),
  ]);
  const byAsset = new Map<number, string[]>();
  for (const row of protocols)
    byAsset.set(row.asset_id, [...(byAsset.get(row.asset_id) ?? []), `${row.protocol}:${row.port}`]);
  return accounts.map((account) => ({ ...account, protocols: (byAsset.get(account.asset_id) ?? []).join(';') }));
}
