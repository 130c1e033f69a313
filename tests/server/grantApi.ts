import { expect } from 'vitest';
import type { AddGrantsBody, Grant } from '../../src/shared/api/grants';
import type { MyAsset, MyAssetDetail } from '../../src/shared/api/myAssets';
import { call } from './client';
import type { TestServer } from './harness';

/** Calls of the authorisations and my-assets API that the grant suites share. */
export async function defaultWindow(server: TestServer, token: string) {
  const result = await call(server.app, 'GET', '/privilege/impower/default-window', { token });
  expect(result.body.code).toBe(200);
  return result.body.data as { startTime: string; endTime: string };
}

export async function grant(server: TestServer, token: string, body: Partial<AddGrantsBody>): Promise<number[]> {
  const window = await defaultWindow(server, token);
  const result = await call(server.app, 'POST', '/privilege/impower/add', {
    token,
    body: { permissionType: 1, ...window, ...body },
  });
  expect(result.body).toMatchObject({ code: 200 });
  return (result.body.data as { grantIds: number[] }).grantIds;
}

export async function grantRow(server: TestServer, token: string, grantId: number): Promise<Grant> {
  const result = await call(server.app, 'GET', `/privilege/impower/${grantId}`, { token });
  expect(result.body.code).toBe(200);
  return result.body.data as Grant;
}

export async function myAssets(server: TestServer, token: string, query: Record<string, string> = {}, ip = '10.9.0.1') {
  const result = await call(server.app, 'GET', '/privilege/my-assets/list', { token, query, ip });
  expect(result.body.code).toBe(200);
  return result.body.rows as MyAsset[];
}

export async function myAssetNames(server: TestServer, token: string, query: Record<string, string> = {}, ip?: string) {
  return (await myAssets(server, token, query, ip)).map((row) => row.assetName);
}

export async function myAssetDetail(server: TestServer, token: string, assetId: number, ip = '10.9.0.1') {
  return call(server.app, 'GET', `/privilege/my-assets/${assetId}`, { token, ip }).then(
    (result) => result.body as { code: number; msg: string; data?: MyAssetDetail },
  );
}
