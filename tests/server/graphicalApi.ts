import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { GraphicalSession } from '../../src/shared/api/graphicalSessions';
import type { TestXrdp } from '../support/xrdp';
import { accountApi } from './accountApi';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { grant } from './grantApi';
import type { TestServer } from './harness';
import { terminalUser } from './terminalApi';

let assetCount = 0;

/**
 * A new user with a live RDP session to the test xrdp (docs/rdp.md): an RDP asset with the vault's password for the
 * test account, granted to the user, opened at 1024×768. Takes the login's settle wait (about 8 s).
 */
export async function liveRdpSession(server: TestServer, rdp: TestXrdp) {
  const user = await terminalUser(server);
  assetCount += 1;
  const platform = await platformIdByName(server, user.admin, 'Windows');
  const asset = await addAsset(
    server,
    user.admin,
    linuxAsset(platform.platformId, {
      assetName: `rdp-live-${assetCount}-${Math.floor(Math.random() * 1e6)}`,
      address: rdp.host,
      protocols: [{ protocol: 'RDP', port: rdp.port }],
    }),
  );
  const account = await accountApi(server, user.admin).addOk({
    assetId: asset.assetId,
    accountName: rdp.user.name,
    password: rdp.user.password,
  });
  await grant(server, user.admin, { userIds: [user.id], assetIds: [asset.assetId] });
  const opened = await call(server.app, 'POST', '/graphical/sessions', {
    token: user.token,
    body: { width: 1024, height: 768, assetId: asset.assetId, accountId: account.accountId },
    lang: 'en',
  });
  expect(opened.body, JSON.stringify(opened.body)).toMatchObject({ code: 200 });
  return { user, session: opened.body.data as GraphicalSession };
}

/** Ends the live desktops of a suite's server: a failed test must not keep its place (suites run with a cap of one). */
export async function endLiveDesktops(server: TestServer): Promise<void> {
  await Promise.all(server.app.gatehouse.graphical.live().map((live) => live.end('userClosed')));
}

const run = promisify(execFile);

/** The CLIPBOARD of an X display (xclip), empty when nobody owns it. */
export async function clipboardOf(env: Record<string, string>): Promise<string> {
  const result = await run('xclip', ['-o', '-selection', 'clipboard'], {
    env: { ...process.env, ...env },
    timeout: 5000,
  }).catch(() => ({ stdout: '' }));
  return result.stdout;
}

/** The clipboard of the bastion's own headless display of a live session, where xfreerdp takes pastes from. */
export const bastionClipboard = (live: { processes: { display: string; folder: string } } | undefined) =>
  clipboardOf({ DISPLAY: live?.processes.display ?? '', XAUTHORITY: join(live?.processes.folder ?? '', 'xauthority') });
