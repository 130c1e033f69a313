import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { AppError, fieldError } from '../../errors/appError';

/** What a command or login request copies in at filing time (spec §3 record fields). */
export interface RequestFacts {
  userId: number;
  userName: string;
  assetId: number;
  assetName: string;
  address: string;
  port: number;
  protocols: string;
  proxyId: number | null;
  proxyName: string;
  accountId: number;
  accountName: string;
}

/** Terminal protocols first: the port shown is the one the session used. */
const PORT_PREFERENCE = ['SSH', 'TELNET'];

export async function loadRequestFacts(
  db: Db,
  facts: { userId: number; assetId: number; accountId: number },
): Promise<RequestFacts> {
  const [user, asset, account, protocols] = await Promise.all([
    db.selectFrom('users').select(['id', 'user_name']).where('id', '=', facts.userId).executeTakeFirst(),
    db
      .selectFrom('assets')
      .leftJoin('network_proxies', 'network_proxies.id', 'assets.proxy_id')
      .select(['assets.id', 'assets.name', 'assets.address', 'assets.proxy_id', 'network_proxies.name as proxy_name'])
      .where('assets.id', '=', facts.assetId)
      .executeTakeFirst(),
    db
      .selectFrom('accounts')
      .select(['id', 'asset_id', 'account_name'])
      .where('id', '=', facts.accountId)
      .executeTakeFirst(),
    db.selectFrom('asset_protocols').select(['protocol', 'port']).where('asset_id', '=', facts.assetId).execute(),
  ]);
  if (!user) throw new AppError(ResponseCode.notFound, 'notFound');
  if (!asset) throw fieldError('assetId', 'fieldInvalid', { field: 'assetId' });
  if (!account || account.asset_id !== asset.id) throw fieldError('accountId', 'accountNotOnAsset');
  const sorted = [...protocols].sort(
    (a, b) => rank(a.protocol) - rank(b.protocol) || a.protocol.localeCompare(b.protocol),
  );
  return {
    userId: user.id,
    userName: user.user_name,
    assetId: asset.id,
    assetName: asset.name,
    address: asset.address,
    port: sorted[0]?.port ?? 0,
    protocols: sorted.map((p) => p.protocol).join(','),
    proxyId: asset.proxy_id,
    proxyName: asset.proxy_name ?? '',
    accountId: account.id,
    accountName: account.account_name,
  };
}

function rank(protocol: string): number {
  const index = PORT_PREFERENCE.indexOf(protocol.toUpperCase());
  return index < 0 ? PORT_PREFERENCE.length : index;
}

/** The columns of a request row that come from the facts. */
export function factColumns(facts: RequestFacts) {
  return {
    user_id: facts.userId,
    user_name: facts.userName,
    asset_id: facts.assetId,
    asset_name: facts.assetName,
    address: facts.address,
    port: facts.port,
    protocols: facts.protocols,
    proxy_id: facts.proxyId,
    proxy_name: facts.proxyName,
    account_id: facts.accountId,
    account_name: facts.accountName,
  };
}

type FactColumns = ReturnType<typeof factColumns>;

/** The facts a stored request row was filed with (the reverse of factColumns). */
export function factsOfRow(row: FactColumns): RequestFacts {
  return {
    userId: row.user_id,
    userName: row.user_name,
    assetId: row.asset_id,
    assetName: row.asset_name,
    address: row.address,
    port: row.port,
    protocols: row.protocols,
    proxyId: row.proxy_id,
    proxyName: row.proxy_name,
    accountId: row.account_id,
    accountName: row.account_name,
  };
}

export async function groupIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_group_members').select('group_id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.group_id);
}
