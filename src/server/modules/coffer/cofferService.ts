import type { z } from 'zod';
import type { CofferBodySchema, EditCofferBodySchema } from '../../../shared/api/coffers';
import { ResponseCode } from '../../../shared/codes';
import { UserStatus } from '../../../shared/enums';
import { formatMessage } from '../../../shared/messages';
import { SafeApplicationStatus, VaultType } from '../../../shared/rules/cofferRules';
import type { Db } from '../../db/database';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { AssetScope } from '../assets';
import { type CofferCaller, loadCoffer, managesAllCoffers, requireManage } from './cofferAccess';
import { memberIdsOf, requireManagedMembers, writeMembers } from './cofferMembers';

/**
 * Safes (docs/coffer.md "Safes"): created by holders of system:coffer:manage from what they manage; changed,
 * given away and deleted by their managers. Every write runs in one transaction: nothing half-saved.
 */
const nameTaken = () =>
  new AppError(ResponseCode.cofferNameTaken, 'cofferNameTaken', {}, { data: { field: 'cofferName' } });

async function requireOwner(db: Db, ownerId: number): Promise<void> {
  const user = await db.selectFrom('users').select('status').where('id', '=', ownerId).executeTakeFirst();
  if (!user || user.status === UserStatus.locked)
    throw new AppError(ResponseCode.cofferOwnerNotFound, 'cofferOwnerNotFound', {}, { data: { field: 'ownerId' } });
}

async function requireGroup(db: Db, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  const group = await db.selectFrom('user_groups').select('id').where('id', '=', groupId).executeTakeFirst();
  if (!group)
    throw new AppError(ResponseCode.cofferGroupNotFound, 'cofferGroupNotFound', {}, { data: { field: 'groupId' } });
}

const membersOfBody = (body: { vaultType: number; assetIds: number[]; accountIds: number[] }) =>
  body.vaultType === VaultType.asset ? body.assetIds : body.accountIds;

async function assertNameFree(db: Db, name: string, exceptId: number | null) {
  let query = db.selectFrom('coffers').select('id').where('name', '=', name);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

export async function addCoffer(
  deps: Deps,
  caller: CofferCaller,
  scope: AssetScope,
  body: z.output<typeof CofferBodySchema>,
): Promise<number> {
  const members = membersOfBody(body);
  const ownerId = body.ownerId ?? caller.userId;
  const at = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, body.cofferName, null);
    await requireOwner(trx, ownerId);
    await requireGroup(trx, body.groupId);
    await requireManagedMembers(trx, managesAllCoffers(caller) ? null : scope, body.vaultType, members);
    const row = await onUniqueViolation(
      () =>
        trx
          .insertInto('coffers')
          .values({
            name: body.cofferName,
            search_name: body.cofferName.toLowerCase(),
            vault_type: body.vaultType,
            owner_id: ownerId,
            group_id: body.groupId,
            description: body.description,
            created_by: caller.userName,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      nameTaken,
    );
    await writeMembers(trx, row.id, body.vaultType, members);
    return row.id;
  });
}

/** A manager changes a safe; its type stays (another type is another safe), members it gains must be the caller's. */
export async function editCoffer(
  deps: Deps,
  caller: CofferCaller,
  scope: AssetScope,
  body: z.output<typeof EditCofferBodySchema>,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await requireManage(trx, caller, body.cofferId, now);
    if (row.vault_type !== body.vaultType) throw fieldError('vaultType', 'fieldInvalid', { field: 'vaultType' });
    await assertNameFree(trx, body.cofferName, row.id);
    const ownerId = body.ownerId ?? row.owner_id;
    if (ownerId !== null && ownerId !== row.owner_id) await requireOwner(trx, ownerId);
    if (body.groupId !== row.group_id) await requireGroup(trx, body.groupId);
    const members = membersOfBody(body);
    await requireManagedMembers(
      trx,
      managesAllCoffers(caller) ? null : scope,
      row.vault_type,
      members,
      await memberIdsOf(trx, row),
    );
    await onUniqueViolation(
      () =>
        trx
          .updateTable('coffers')
          .set({
            name: body.cofferName,
            search_name: body.cofferName.toLowerCase(),
            owner_id: ownerId,
            group_id: body.groupId,
            description: body.description,
            updated_at: now.toISOString(),
          })
          .where('id', '=', row.id)
          .execute(),
      nameTaken,
    );
    await writeMembers(trx, row.id, row.vault_type, members);
  });
}

/**
 * A manager deletes a safe: its licences go with it (sessions opened through them end at the next standing
 * check) and its waiting applications are refused.
 */
export async function removeCoffer(deps: Deps, caller: CofferCaller, cofferId: number): Promise<number[]> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await requireManage(trx, caller, cofferId, now);
    const waiting = await trx
      .updateTable('coffer_applications')
      .set({
        status: SafeApplicationStatus.refused,
        refuse_reason: formatMessage('cofferNotFound', 'zh'),
        decided_by: caller.userId,
        decided_by_name: caller.userName,
        updated_at: now.toISOString(),
      })
      .where('coffer_id', '=', cofferId)
      .where('status', '=', SafeApplicationStatus.waiting)
      .returning('id')
      .execute();
    for (const table of ['coffer_licences', 'coffer_favourites', 'coffer_assets', 'coffer_accounts'] as const)
      await trx.deleteFrom(table).where('coffer_id', '=', cofferId).execute();
    await trx.deleteFrom('coffers').where('id', '=', cofferId).execute();
    return waiting.map((row) => row.id);
  });
}

export async function setFavourite(deps: Deps, caller: CofferCaller, cofferId: number, on: boolean): Promise<void> {
  await loadCoffer(deps.db, cofferId);
  if (!on) {
    await deps.db
      .deleteFrom('coffer_favourites')
      .where('user_id', '=', caller.userId)
      .where('coffer_id', '=', cofferId)
      .execute();
    return;
  }
  await deps.db
    .insertInto('coffer_favourites')
    .values({ user_id: caller.userId, coffer_id: cofferId, created_at: deps.now().toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'coffer_id']).doNothing())
    .execute();
}

/** Owner or group of several safes at once: all of them the caller's to manage, or none changes. */
export async function changeOwnerOrGroup(
  deps: Deps,
  caller: CofferCaller,
  cofferIds: readonly number[],
  change: { ownerId: number } | { groupId: number | null },
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    for (const id of cofferIds) await requireManage(trx, caller, id, now);
    if ('ownerId' in change) await requireOwner(trx, change.ownerId);
    else await requireGroup(trx, change.groupId);
    await trx
      .updateTable('coffers')
      .set({
        ...('ownerId' in change ? { owner_id: change.ownerId } : { group_id: change.groupId }),
        updated_at: now.toISOString(),
      })
      .where('id', 'in', [...cofferIds])
      .execute();
  });
}
