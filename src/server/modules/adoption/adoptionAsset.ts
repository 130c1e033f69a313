import { ResponseCode } from '../../../shared/codes';
import { PasswordCheck } from '../../../shared/rules/passwordCheck';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import { type AssetScope, assetNotFound, canViewAsset, requireAccountManage } from '../assets';

/** Spec §3 asset type of a host; Windows is a host too, told apart by its platform. */
const HOST = 0;

/**
 * The asset whose local accounts are discovered or adopted: one out of the caller's sight is answered like one
 * that does not exist, one seen whose accounts the caller does not manage is refused (as for adding an account).
 */
export async function managedAssetOf(db: Db, scope: AssetScope, assetId: number) {
  const asset = await db
    .selectFrom('assets')
    .innerJoin('platforms', 'platforms.id', 'assets.platform_id')
    .leftJoin('asset_protocols', (join) =>
      join.onRef('asset_protocols.asset_id', '=', 'assets.id').on('asset_protocols.protocol', '=', 'SSH'),
    )
    .select([
      'assets.id',
      'assets.name',
      'assets.address',
      'assets.dept_id',
      'assets.proxy_id',
      'assets.asset_type',
      'platforms.name as platform_name',
      'asset_protocols.port as ssh_port',
    ])
    .where('assets.id', '=', assetId)
    .executeTakeFirst();
  if (!asset || !canViewAsset(scope, asset)) throw assetNotFound();
  requireAccountManage(scope, asset);
  return asset;
}

type DiscoverableAsset = Awaited<ReturnType<typeof managedAssetOf>>;

/** The SSH port of a Linux host; anything else is refused naming the problem. */
export function linuxSshPort(asset: DiscoverableAsset): number {
  if (asset.asset_type !== HOST || /windows/i.test(asset.platform_name))
    throw new AppError(ResponseCode.adoptionNotLinux, 'adoptionNotLinux', { name: asset.name });
  if (asset.ssh_port === null || asset.ssh_port === undefined)
    throw new AppError(ResponseCode.adoptionNotLinux, 'adoptionNoSsh', { name: asset.name });
  return asset.ssh_port;
}

/**
 * The stored account to log in with: the one asked for (it must be the asset's and hold a credential), else one
 * holding a credential: one whose last check logged in first, then privileged ones, then root, then the oldest.
 */
export async function loginAccountOf(db: Db, asset: DiscoverableAsset, accountId: number | undefined) {
  let query = db
    .selectFrom('accounts')
    .select(['id', 'account_name', 'auth_kind', 'secret_sealed', 'passphrase_sealed'])
    .where('asset_id', '=', asset.id)
    .where('secret_sealed', 'is not', null);
  if (accountId !== undefined) query = query.where('id', '=', accountId);
  const account = await query
    .orderBy((eb) => eb.case().when('check_result', '=', PasswordCheck.correct).then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('account_type', 'desc')
    .orderBy((eb) => eb.case().when('account_name', '=', 'root').then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('id')
    .executeTakeFirst();
  if (account?.secret_sealed) return { ...account, secret_sealed: account.secret_sealed };
  if (accountId !== undefined)
    throw new AppError(
      ResponseCode.adoptionAccountNotOnAsset,
      'adoptionAccountNotOnAsset',
      {},
      { data: { field: 'accountId' } },
    );
  throw new AppError(ResponseCode.adoptionNoCredential, 'adoptionNoCredential', { name: asset.name });
}
