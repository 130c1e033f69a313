import { expect } from 'vitest';
import type { Account, AccountBody, AssetHostKey } from '../../src/shared/api/accounts';
import type { Asset } from '../../src/shared/api/assets';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import type { TestServer } from './harness';

/** The accounts API as one caller uses it. */
export function accountApi(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh') {
  const get = (path: string, query: Record<string, string> = {}) =>
    call(server.app, 'GET', path, { token, query, lang });
  const post = (path: string, body?: unknown) => call(server.app, 'POST', path, { token, body, lang });
  return {
    get,
    post,
    list: (assetId: number, query: Record<string, string> = {}) =>
      get('/privilege/account/list', { assetId: String(assetId), ...query }),
    detail: (accountId: number) => get(`/privilege/account/${accountId}`),
    add: (body: AccountBody) => post('/privilege/account/add', body),
    edit: (body: Record<string, unknown>) => call(server.app, 'PUT', '/privilege/account/edit', { token, body, lang }),
    remove: (ids: number[]) => post(`/privilege/account/remove/${ids.join(',')}`),
    check: (accountId: number) => post(`/privilege/account/check/${accountId}`),
    hostKey: async (assetId: number) => (await get(`/privilege/account/hostKey/${assetId}`)).body.data as AssetHostKey,
    acceptKey: (assetId: number, fingerprint: string) =>
      post('/privilege/account/acceptHostKey', { assetId, fingerprint }),
    generateKey: (accountId: number, bits = 2048) => post(`/privilege/account/generateKey/${accountId}`, { bits }),
    reveal: (accountId: number, body: Record<string, unknown>) => post(`/privilege/account/reveal/${accountId}`, body),
    async addOk(body: AccountBody): Promise<Account> {
      const added = await post('/privilege/account/add', body);
      expect(added.body, JSON.stringify(added.body)).toMatchObject({ code: 200 });
      return added.body.data as Account;
    },
    async checked(accountId: number): Promise<Account> {
      const result = await post(`/privilege/account/check/${accountId}`);
      expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
      return result.body.data as Account;
    },
  };
}

/** A Linux asset with SSH on the given address and port. */
export async function sshAsset(
  server: TestServer,
  token: string,
  assetName: string,
  address: string,
  port: number,
  extra: { deptId?: number | null; proxyId?: number | null; tagIds?: number[] } = {},
): Promise<Asset> {
  const linux = (await platformIdByName(server, token, 'Linux')).platformId;
  return addAsset(
    server,
    token,
    linuxAsset(linux, { assetName, address, protocols: [{ protocol: 'SSH', port }], ...extra }),
  );
}
