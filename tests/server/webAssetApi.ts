import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { WebSession } from '../../src/shared/api/webAssets';
import type { WebApp } from '../support/webApps';
import { WEB_USER } from '../support/webApps';
import { accountApi } from './accountApi';
import { addAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { grant } from './grantApi';
import type { TestServer } from './harness';
import { terminalUser } from './terminalApi';

/** The web-asset calls and raw requests the web suites share (docs/web-assets.md). */
let count = 0;

export interface Recipe {
  loginMode: 'none' | 'basic' | 'form';
  loginPath?: string;
  usernameField?: string;
  passwordField?: string;
  extraFields?: string;
  hostHeader?: string;
  /** PEM certificates an HTTPS application is verified against. */
  upstreamCa?: string;
  /** The network proxy (SSH jump host) the web application is reached through. */
  networkProxyId?: number | null;
}

/** A web asset of the app, its account, an application proxy with the recipe, granted to a fresh user. */
export async function grantedWebAsset(server: TestServer, app: WebApp, recipe: Recipe, path = '/') {
  const user = await terminalUser(server);
  count += 1;
  const suffix = `${count}_${Math.floor(Math.random() * 1e6)}`;
  const platform = await platformIdByName(server, user.admin, 'Web');
  const asset = await addAsset(server, user.admin, {
    assetName: `web-${suffix}`,
    assetType: 2,
    address: `${app.origin}${path}`,
    platformId: platform.platformId,
    deptId: null,
    encoding: 'UTF-8',
    protocols: [{ protocol: 'HTTP(S)', port: app.port }],
    tagIds: [],
    description: '',
    proxyId: null,
  });
  const existing = await server.db
    .selectFrom('application_proxies')
    .select('id')
    .where('url', '=', app.origin)
    .execute();
  const body = { name: `app_${suffix}`, url: app.origin, ...recipe };
  if (existing[0]) {
    const edited = await call(server.app, 'POST', '/privilege/application/edit', {
      token: user.admin,
      body: { id: existing[0].id, ...body },
    });
    expect(edited.body, JSON.stringify(edited.body)).toMatchObject({ code: 200 });
  } else {
    const added = await call(server.app, 'POST', '/privilege/application/add', { token: user.admin, body });
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ code: 200 });
  }
  const account = await accountApi(server, user.admin).addOk({
    assetId: asset.assetId,
    accountName: WEB_USER.name,
    password: WEB_USER.password,
  });
  const grantIds = await grant(server, user.admin, {
    userIds: [user.id],
    assetIds: [asset.assetId],
    accountIds: [account.accountId],
  });
  return { ...user, assetId: asset.assetId, accountId: account.accountId, grantIds };
}

export const openWeb = (server: TestServer, token: string, body: Record<string, unknown>, host = 'localhost:8080') =>
  call(server.app, 'POST', '/web/sessions', { token, body, lang: 'en', headers: { host } });

export async function openWebOk(server: TestServer, token: string, body: Record<string, unknown>): Promise<WebSession> {
  const result = await openWeb(server, token, body);
  expect(result.body, JSON.stringify(result.body)).toMatchObject({ code: 200 });
  return result.body.data as WebSession;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request to the listening bastion with the Host of an asset origin (`*.localhost` is not resolved here). */
export function assetRequest(
  server: TestServer,
  host: string,
  path: string,
  options: { method?: string; cookie?: string; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: {
          host,
          'accept-language': 'en',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.body ? { 'content-length': String(options.body.length) } : {}),
          ...options.headers,
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Opens a session and follows its launch URL: the cookie line to send back, the launch answer, the asset's host. */
export async function launch(server: TestServer, token: string, body: { assetId: number; accountId: number }) {
  const session = await openWebOk(server, token, body);
  const url = new URL(session.launchUrl);
  const { port } = server.app.server.address() as AddressInfo;
  const host = `${url.hostname}:${port}`;
  const answer = await assetRequest(server, host, `${url.pathname}${url.search}`);
  expect(answer.status, answer.body.toString()).toBe(302);
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
  return { session, host, cookie, cookies, launchPath: `${url.pathname}${url.search}`, answer };
}

/** Every header and body byte the browser received, as text, for "the secret never leaves" checks. */
export function everything(answer: RawAnswer): string {
  return `${JSON.stringify(answer.headers)}\n${answer.body.toString('latin1')}`;
}
