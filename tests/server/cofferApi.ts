import { expect } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { SafeApplication } from '../../src/shared/api/cofferApplications';
import type { Coffer, CofferDetail } from '../../src/shared/api/coffers';
import { accountApi, sshAsset } from './accountApi';
import { call } from './client';
import { createUser, ensureAdmin, signIn } from './fixtures';
import type { TestServer } from './harness';

const PASSWORD = 'Passw0rd!x';
let count = 0;

export interface CofferUser {
  id: number;
  userName: string;
  token: string;
}

/** A user with the coffer's query right (and whatever else is asked), signed in. */
export async function cofferUser(server: TestServer, name: string, permissions: string[] = []): Promise<CofferUser> {
  await ensureAdmin(server);
  count += 1;
  const userName = `${name}_${count}`;
  const { id } = await createUser(server, {
    userName,
    permissions: [Permission.homeQuery, Permission.cofferQuery, ...permissions],
  });
  return { id, userName, token: await signIn(server, userName, PASSWORD) };
}

/** A safe keeper: creates safes from the accounts of every asset (system:asset:all). */
export const keeperPermissions = [Permission.cofferManage, Permission.assetQuery, Permission.assetAll];

/** An SSH asset on 127.0.0.1 with one password account. */
export async function assetWithSecret(server: TestServer, admin: string, name: string, password = 'S3cret-pw!') {
  count += 1;
  const asset = await sshAsset(server, admin, `${name}-${count}`, '127.0.0.1', 2222);
  const account = await accountApi(server, admin).addOk({ assetId: asset.assetId, accountName: 'root', password });
  return { assetId: asset.assetId, accountId: account.accountId, password };
}

export const inDays = (server: TestServer, days: number) =>
  new Date(server.clock.now().getTime() + days * 86_400_000).toISOString();

/** The coffer's calls as one caller makes them; answers the whole envelope. */
export function cofferApi(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh') {
  const get = (path: string, query: Record<string, string> = {}) =>
    call(server.app, 'GET', path, { token, query, lang });
  const post = (path: string, body?: unknown) => call(server.app, 'POST', path, { token, body, lang });
  return {
    token,
    get,
    post,
    add: (body: Record<string, unknown>) => post('/coffer/add', body),
    edit: (body: Record<string, unknown>) => call(server.app, 'PUT', '/coffer/edit', { token, body, lang }),
    detail: (id: number) => get(`/coffer/${id}`),
    remove: (id: number) => post(`/coffer/remove/${id}`),
    list: (query: Record<string, string> = {}) => get('/coffer/getCofferList', query),
    counts: () => get('/coffer/getCofferCounts'),
    all: (query: Record<string, string> = {}) => get('/coffer/getAllCofferList', query),
    options: () => get('/coffer/selectAllCofferList'),
    favourites: () => get('/coffer/getFavoritesCofferList'),
    star: (id: number) => post(`/coffer/addFavorites/${id}`),
    unstar: (id: number) => post(`/coffer/removeFavorites/${id}`),
    changeOwner: (cofferIdList: number[], ownerId: number) =>
      post('/coffer/changeCofferOwner', { cofferIdList, ownerId }),
    changeGroup: (cofferIdList: number[], groupId: number | null) =>
      post('/coffer/changeGroup', { cofferIdList, groupId }),
    issue: (body: Record<string, unknown>) => post('/coffer/issueLicense', body),
    revoke: (licenseIdList: number[]) => post('/coffer/revokeLicense', { licenseIdList }),
    licences: (cofferId: number, query: Record<string, string> = {}) =>
      get('/coffer/getCofferLicenseUsers', { cofferId: String(cofferId), ...query }),
    holders: (cofferId: number) => get('/coffer/select_coffer_license_users_by_id', { cofferId: String(cofferId) }),
    auth: (cofferId: number) => get('/coffer/checkCofferAuth', { cofferId: String(cofferId) }),
    accounts: (cofferId: number) => get('/coffer/accountList', { cofferId: String(cofferId) }),
    reveal: (body: Record<string, unknown>) => post('/coffer/reveal', body),
    apply: (body: Record<string, unknown>) => post('/approve/record/add', body),
    updateApplication: (body: Record<string, unknown>) => post('/approve/record/update', body),
    decide: (body: Record<string, unknown>) => post('/approve/record/approve', body),
    withdraw: (recordId: number) => post('/approve/record/withdraw', { recordId }),
    application: (recordId: number) => get('/approve/record/detail', { recordId: String(recordId) }),
    applications: (query: Record<string, string> = {}) => get('/approve/record/list', query),
  };
}

export function ok<T>(result: { body: { code: number; data?: unknown } }): T {
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as T;
}

export function rowsOf<T>(result: { body: { code: number; rows?: unknown[] } }): T[] {
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return (result.body.rows ?? []) as T[];
}

/** A safe made by `keeper` holding the given accounts (account vault) or assets (asset vault). */
export async function safeOf(
  server: TestServer,
  keeper: CofferUser,
  name: string,
  members: { assetIds?: number[]; accountIds?: number[] },
): Promise<CofferDetail> {
  count += 1;
  return ok<CofferDetail>(
    await cofferApi(server, keeper.token).add({
      cofferName: `${name}-${count}`,
      vaultType: members.assetIds ? 1 : 2,
      assetIds: members.assetIds ?? [],
      accountIds: members.accountIds ?? [],
    }),
  );
}

export type { Coffer, SafeApplication };
