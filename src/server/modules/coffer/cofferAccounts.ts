import { sql } from 'kysely';
import type { z } from 'zod';
import type { CofferAccount, CofferAccountQuerySchema, CofferRevealBodySchema } from '../../../shared/api/coffers';
import { ResponseCode } from '../../../shared/codes';
import { containsLowered } from '../../db/textMatch';
import type { Deps } from '../../deps';
import { AppError } from '../../errors/appError';
import { revealSecret } from '../../security/reveal';
import { sealedColumnOf } from '../accounts';
import { type CofferCaller, loadCoffer, requireLicence } from './cofferAccess';
import { inSafe, safeHoldsAccount } from './cofferMembers';

/** The accounts of a safe (docs/coffer.md "Accounts"): its managers and every valid licence see them, never their secrets. */
export async function cofferAccountPage(
  deps: Deps,
  caller: CofferCaller,
  query: z.output<typeof CofferAccountQuerySchema>,
): Promise<{ rows: CofferAccount[]; total: number }> {
  const coffer = await loadCoffer(deps.db, query.cofferId);
  await requireLicence(deps.db, caller, coffer.id, 'view', deps.now());
  let base = deps.db
    .selectFrom('accounts')
    .innerJoin('assets', 'assets.id', 'accounts.asset_id')
    .where(inSafe(deps.db, coffer));
  if (query.accountName) base = base.where(containsLowered(deps.db, 'accounts.search_name', query.accountName));
  const [count, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'accounts.id',
        'accounts.account_name',
        'accounts.account_type',
        'accounts.auth_kind',
        sql<boolean>`accounts.secret_sealed IS NOT NULL`.as('has_secret'),
        sql<boolean>`accounts.passphrase_sealed IS NOT NULL`.as('has_passphrase'),
        'accounts.check_result',
        'accounts.checked_at',
        'assets.id as asset_id',
        'assets.name as asset_name',
        'assets.address',
      ])
      .orderBy('assets.name')
      .orderBy('accounts.search_name')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({
      accountId: row.id,
      accountName: row.account_name,
      accountType: row.account_type,
      authKind: row.auth_kind,
      assetId: row.asset_id,
      assetName: row.asset_name,
      address: row.address,
      hasSecret: Boolean(row.has_secret),
      hasPassphrase: Boolean(row.has_passphrase),
      checkResult: row.check_result,
      checkTime: row.checked_at,
    })),
  };
}

/**
 * Shows one secret of a safe's account to a holder of a valid reveal (or manage) licence, with a reason; every
 * attempt, refused ones too, is in the reveal audit (vault_reveals).
 */
export async function revealCofferSecret(
  deps: Deps,
  caller: CofferCaller,
  body: z.output<typeof CofferRevealBodySchema>,
  from: { ip: string; userAgent: string },
): Promise<string> {
  const coffer = await loadCoffer(deps.db, body.cofferId);
  if (!(await safeHoldsAccount(deps.db, coffer, body.accountId)))
    throw new AppError(
      ResponseCode.cofferAccountNotInSafe,
      'cofferAccountNotInSafe',
      {},
      { data: { field: 'accountId' } },
    );
  const account = await deps.db
    .selectFrom('accounts')
    .select(['secret_sealed', 'passphrase_sealed'])
    .where('id', '=', body.accountId)
    .executeTakeFirstOrThrow();
  const sealed = body.field === 'secret' ? account.secret_sealed : account.passphrase_sealed;
  const request = {
    actor: { userId: caller.userId, userName: caller.userName },
    reason: body.reason,
    from,
    column: sealedColumnOf(body.field),
    id: body.accountId,
    sealed: sealed ?? '',
  };
  const permission = `coffer:${coffer.id}:reveal`;
  try {
    await requireLicence(deps.db, caller, coffer.id, 'reveal', deps.now());
  } catch (refusal) {
    // Audited as denied; the caller hears why (no licence, an ended one, one too weak).
    await revealSecret(deps, { ...request, access: { permission, granted: false } }).catch((error: unknown) => {
      // revealSecret answers a refused reveal with forbidden once it is audited; anything else is a real failure.
      if (!(error instanceof AppError && error.code === ResponseCode.forbidden)) throw error;
    });
    throw refusal;
  }
  if (sealed === null)
    throw new AppError(ResponseCode.accountNothingStored, 'accountNothingStored', {}, { data: { field: 'field' } });
  return revealSecret(deps, { ...request, access: { permission, granted: true } });
}
