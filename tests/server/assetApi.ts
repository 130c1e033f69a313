import { expect } from 'vitest';
import type { Asset, AssetBody } from '../../src/shared/api/assets';
import type { Dept } from '../../src/shared/api/departments';
import type { Platform } from '../../src/shared/api/platforms';
import type { Tag } from '../../src/shared/api/tags';
import { call } from './client';
import type { TestServer } from './harness';

/** Calls of the assets API that the asset suites share. */
export async function platformIdByName(server: TestServer, token: string, name: string): Promise<Platform> {
  const list = await call(server.app, 'GET', '/privilege/platform/list', { token, query: { pageSize: '500' } });
  const found = (list.body.rows as Platform[]).find((row) => row.platformName === name);
  if (!found) throw new Error(`no platform ${name}`);
  return found;
}

export async function addTag(server: TestServer, token: string, tagName: string): Promise<Tag> {
  const result = await call(server.app, 'POST', '/system/tag/add', { token, body: { tagName } });
  expect(result.body.code).toBe(200);
  return result.body.data as Tag;
}

export async function addDept(server: TestServer, token: string, deptName: string, parentId: number | null) {
  const result = await call(server.app, 'POST', '/system/dept', { token, body: { deptName, parentId } });
  expect(result.body.code).toBe(200);
  return (result.body.data as Dept).deptId;
}

export function linuxAsset(platformId: number, overrides: Partial<AssetBody> = {}): AssetBody {
  return {
    assetName: 'host-1',
    assetType: 0,
    address: '10.0.0.1',
    platformId,
    deptId: null,
    encoding: 'UTF-8',
    protocols: [{ protocol: 'SSH', port: 22 }],
    tagIds: [],
    description: '',
    proxyId: null,
    ...overrides,
  };
}

export async function addAsset(server: TestServer, token: string, body: AssetBody): Promise<Asset> {
  const result = await call(server.app, 'POST', '/privilege/assets/add', { token, body });
  expect(result.body).toMatchObject({ code: 200 });
  return result.body.data as Asset;
}

export async function listAssets(server: TestServer, token: string, query: Record<string, string> = {}) {
  const result = await call(server.app, 'GET', '/privilege/assets/list', { token, query });
  expect(result.body.code).toBe(200);
  return { rows: result.body.rows as Asset[], total: result.body.total as number };
}
