import { expect } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { accountApi, sshAsset } from './accountApi';
import { call } from './client';
import { createUser, signIn } from './fixtures';
import { grant } from './grantApi';
import type { TestServer } from './harness';

const PASSWORD = 'Passw0rd!x';

export interface Person {
  id: number;
  userName: string;
  token: string;
}

/** A user with exactly these permissions (home, approvals and assets by default), signed in. */
export async function person(server: TestServer, userName: string, permissions: string[] = []): Promise<Person> {
  const { id } = await createUser(server, {
    userName,
    permissions: [Permission.homeQuery, Permission.approvalQuery, Permission.assetQuery, ...permissions],
  });
  return { id, userName, token: await signIn(server, userName, PASSWORD) };
}

/** An SSH asset with one account, and a login grant on it for the given users. */
export async function assetWithAccount(server: TestServer, admin: string, name: string, userIds: number[] = []) {
  const asset = await sshAsset(server, admin, name, '127.0.0.1', 2222);
  const account = await accountApi(server, admin).addOk({ assetId: asset.assetId, accountName: 'root' });
  if (userIds.length) await grant(server, admin, { userIds, assetIds: [asset.assetId] });
  return { assetId: asset.assetId, accountId: account.accountId, assetName: name };
}

/** The API of approvals and policies as one caller uses it; answers the whole envelope. */
export function approvalApi(server: TestServer, token: string, ip?: string) {
  const send = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    call(server.app, method, path, { token, body, query, ...(ip ? { ip } : {}) });
  return {
    send,
    addCommandPolicy: (body: Record<string, unknown>) => send('POST', '/policy/command/add', body),
    addLoginPolicy: (body: Record<string, unknown>) => send('POST', '/policy/login/add', body),
    getCommand: (recordId: number) =>
      send('GET', '/approve/command/filter/approve/get', undefined, { recordId: String(recordId) }),
    decideCommand: (body: Record<string, unknown>) => send('POST', '/approve/command/filter/approve/approve', body),
    withdrawCommand: (recordId: number) => send('POST', '/approve/command/filter/approve/withdraw', { recordId }),
    getLogin: (id: number) => send('GET', `/host_login_policy_approve/${id}`),
    decideLogin: (body: Record<string, unknown>) => send('PUT', '/host_login_policy_approve', body),
    applyLogin: (body: Record<string, unknown>) => send('POST', '/host_login_policy_approve/apply', body),
    checkLogin: (assetId: number, accountId: number) =>
      send('GET', '/host_login_policy_approve/check', undefined, {
        assetId: String(assetId),
        accountId: String(accountId),
      }),
    messages: (query: Record<string, string> = {}) => send('GET', '/approve/message/list', undefined, query),
    markRead: (body: Record<string, unknown>) => send('POST', '/approve/message/update', body),
  };
}

export function ok<T>(result: { body: { code: number; data?: unknown } }): T {
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as T;
}
