import type { AccessFixtures } from './accessFixtures';

/** An asset the browser tests open: its type, where it is, and the vault account granted on it. */
export interface GrantedAssetSpec {
  assetName: string;
  /** Asset type (spec §4): 0 host, 3 database. */
  assetType: number;
  /** The asset type (platform) by name: 'Linux', 'PostgreSQL'… */
  platformName: string;
  address: string;
  protocol: string;
  port: number;
  accountName: string;
  password: string;
  /** Check the account once (records an SSH host's key on first contact, as an administrator does). */
  check?: boolean;
}

/**
 * Through the administrator's API: the asset, its password account, and a grant of both to one operator for the
 * next day — what every browser test opening a session needs before the operator can.
 */
export async function prepareGrantedAsset(
  fixtures: AccessFixtures,
  origin: string,
  adminToken: string,
  spec: GrantedAssetSpec,
  operatorUserName: string,
): Promise<{ assetId: number; accountId: number }> {
  const listed = await fetch(`${origin}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const platform = ((await listed.json()) as { rows: { platformId: number; platformName: string }[] }).rows.find(
    (row) => row.platformName === spec.platformName,
  );
  if (!platform) throw new Error(`no ${spec.platformName} asset type`);
  const { assetId } = await fixtures.api<{ assetId: number }>(
    '/privilege/assets/add',
    {
      method: 'POST',
      body: JSON.stringify({
        assetName: spec.assetName,
        assetType: spec.assetType,
        address: spec.address,
        platformId: platform.platformId,
        encoding: 'UTF-8',
        protocols: [{ protocol: spec.protocol, port: spec.port }],
      }),
    },
    adminToken,
  );
  const { accountId } = await fixtures.api<{ accountId: number }>(
    '/privilege/account/add',
    { method: 'POST', body: JSON.stringify({ assetId, accountName: spec.accountName, password: spec.password }) },
    adminToken,
  );
  if (spec.check) await fixtures.api(`/privilege/account/check/${accountId}`, { method: 'POST' }, adminToken);
  const now = Date.now();
  await fixtures.api(
    '/privilege/impower/add',
    {
      method: 'POST',
      body: JSON.stringify({
        userIds: [fixtures.userId(operatorUserName)],
        groupIds: [],
        deptIds: [],
        assetIds: [assetId],
        accountIds: [accountId],
        permissionType: 1,
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 86_400_000).toISOString(),
      }),
    },
    adminToken,
  );
  return { assetId, accountId };
}
