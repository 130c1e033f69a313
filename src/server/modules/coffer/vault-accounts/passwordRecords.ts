import { sql } from 'kysely';
import type { z } from 'zod';
import { hasPermission, Permission } from '../../../../shared/access/permissions';
import type {
  PasswordRecord,
  PasswordRecordQuerySchema,
  RevealRecordBodySchema,
} from '../../../../shared/api/vaultAccounts';
import { ResponseCode } from '../../../../shared/codes';
import { licenceAllows } from '../../../../shared/rules/cofferRules';
import type { Db } from '../../../db/database';
import { containsLowered } from '../../../db/textMatch';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors/appError';
import { revealSecret } from '../../../security/reveal';
import { SEALED } from '../../../security/sealedColumns';
import { type AssetScope, canViewAsset } from '../../assets';
import { type CofferCaller, licenceOn } from '../cofferAccess';
import { seenAccounts } from './vaultAccountScope';

type Query = z.output<typeof PasswordRecordQuerySchema>;

const recordNotFound = () => new AppError(ResponseCode.passwordRecordNotFound, 'passwordRecordNotFound');

/** /password-record: every change of a secret of the accounts the caller sees, newest first. */
export async function passwordRecordPage(
  db: Db,
  caller: CofferCaller,
  scope: AssetScope,
  query: Query,
  now: Date,
): Promise<{ rows: PasswordRecord[]; total: number }> {
  let base = db.selectFrom('account_secret_versions as v').innerJoin('assets', 'assets.id', 'v.asset_id');
  const seen = seenAccounts(db, caller, scope, now);
  if (seen) base = base.where('v.account_id', 'in', db.selectFrom('accounts').select('accounts.id').where(seen));
  if (query.accountId !== undefined) base = base.where('v.account_id', '=', query.accountId);
  if (query.accountName) base = base.where(containsLowered(db, 'v.account_name', query.accountName));
  if (query.changedBy) base = base.where(containsLowered(db, 'v.changed_by', query.changedBy));
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'v.id',
        'v.account_id',
        'v.account_name',
        'v.asset_id',
        'v.auth_kind',
        'v.how',
        'v.changed_by',
        'v.changed_at',
        'v.secret_sealed',
        'assets.name as asset_name',
      ])
      .orderBy('v.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      recordId: row.id,
      accountId: row.account_id,
      accountName: row.account_name,
      assetId: row.asset_id,
      assetName: row.asset_name,
      authKind: row.auth_kind,
      how: row.how as PasswordRecord['how'],
      changedBy: row.changed_by,
      changeTime: row.changed_at,
      hasPrevious: row.secret_sealed !== null,
    })),
  };
}

/** A reveal licence on a safe that holds the account now. */
async function revealLicensed(db: Db, caller: CofferCaller, account: { id: number; asset_id: number }, now: Date) {
  const safes = await db
    .selectFrom('coffer_accounts')
    .select('coffer_id')
    .where('account_id', '=', account.id)
    .union(db.selectFrom('coffer_assets').select('coffer_id').where('asset_id', '=', account.asset_id))
    .execute();
  for (const safe of safes) {
    const licence = await licenceOn(db, caller.userId, safe.coffer_id, now);
    if (licence && licenceAllows(licence.type, 'reveal')) return true;
  }
  return false;
}

/**
 * Shows a replaced secret: to whoever may reveal the account's current one — system:account:reveal on an asset in
 * sight, or a valid reveal licence on a safe holding it — with a reason; every attempt audited.
 */
export async function revealPasswordRecord(
  deps: Deps,
  caller: CofferCaller,
  scope: AssetScope,
  recordId: number,
  body: z.output<typeof RevealRecordBodySchema>,
  from: { ip: string; userAgent: string },
): Promise<string> {
  const record = await deps.db
    .selectFrom('account_secret_versions as v')
    .innerJoin('assets', 'assets.id', 'v.asset_id')
    .select(['v.id', 'v.account_id', 'v.asset_id', 'v.secret_sealed', 'v.passphrase_sealed', 'assets.dept_id'])
    .where('v.id', '=', recordId)
    .executeTakeFirst();
  if (!record) throw recordNotFound();
  const inScope = canViewAsset(scope, { id: record.asset_id, dept_id: record.dept_id });
  const byPermission = inScope && hasPermission(caller.permissions, Permission.accountReveal);
  const granted =
    byPermission ||
    (await revealLicensed(deps.db, caller, { id: record.account_id, asset_id: record.asset_id }, deps.now()));
  // Out of sight and without a licence: answered like a record that does not exist.
  if (!granted && !inScope) throw recordNotFound();
  const sealed = body.field === 'secret' ? record.secret_sealed : record.passphrase_sealed;
  if (granted && sealed === null)
    throw new AppError(ResponseCode.accountNothingStored, 'accountNothingStored', {}, { data: { field: 'field' } });
  return revealSecret(deps, {
    actor: { userId: caller.userId, userName: caller.userName },
    access: { permission: byPermission ? Permission.accountReveal : 'coffer:record:reveal', granted },
    reason: body.reason,
    from,
    column: body.field === 'secret' ? SEALED.previousAccountSecrets : SEALED.previousAccountPassphrases,
    id: record.id,
    sealed: sealed ?? '',
  });
}
