import { PermissionType } from '../../../shared/rules/grantRules';
import type { Deps } from '../../deps';
import { rightsOn, usageContext } from './usageRights';

export type TransferWay = 'upload' | 'download';

/**
 * May the user move files in this direction through a session on the asset and account (docs/file-transfer.md)?
 * Only the rights that let them log in count: a department right (spec §6) allows both directions, an
 * authorisation allows what its upload/download flags say; one allowing right is enough.
 */
export async function mayTransfer(
  deps: Deps,
  userId: number,
  target: { assetId: number; accountId: number },
  way: TransferWay,
  sourceIp: string,
): Promise<boolean> {
  const asset = await deps.db
    .selectFrom('assets')
    .select(['id', 'dept_id'])
    .where('id', '=', target.assetId)
    .executeTakeFirst();
  if (!asset) return false;
  const context = await usageContext(deps, userId, sourceIp, [asset.id]);
  const loginRights = rightsOn(context, asset).filter(
    (right) =>
      right.permissionType >= PermissionType.login &&
      (right.accountIds === null || right.accountIds.includes(target.accountId)),
  );
  return loginRights.some((right) => {
    if (right.grantId === null) return true;
    const grant = context.grants.find((candidate) => candidate.row.id === right.grantId);
    if (!grant) return false;
    return (way === 'upload' ? grant.row.may_upload : grant.row.may_download) === 1;
  });
}
