import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { confirmOtpBind, startOtpBind } from '../../../src/server/modules/sign-in/otp';
import { loadSignInConfig } from '../../../src/server/modules/sign-in/settings';
import type { MasterKeySettings } from '../../../src/server/security/masterKeyRing';
import { contextOf, SEALED } from '../../../src/server/security/sealedColumns';
import { createUser, signInAdmin } from '../fixtures';
import type { TestServer } from '../harness';
import { saveSettings, settingsFor } from './signInSettings';

/** The plaintexts a test stored: the sign-in secrets and each user's OTP seed. */
export interface StoredSecrets {
  smsApiKey: string;
  emailPassword: string;
  seeds: Map<number, string>;
}

export const codeFor = (server: TestServer, seed: string) =>
  new TOTP({ secret: Secret.fromBase32(seed), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: server.clock.now().getTime(),
  });

/** Saves SMS and SMTP secrets as an administrator and binds an OTP for `users` new users. */
export async function storeSecrets(server: TestServer, prefix: string, users: number): Promise<StoredSecrets> {
  const token = await signInAdmin(server);
  const settings = settingsFor('http://127.0.0.1:9/sms', 2525);
  settings.sms.apiKey = `${prefix}-sms-key-PLAINTEXT`;
  settings.email.password = `${prefix}-smtp-pass-PLAINTEXT`;
  await saveSettings(server, token, settings);
  const seeds = new Map<number, string>();
  const deps = server.app.gatehouse;
  for (let index = 0; index < users; index += 1) {
    const userName = `${prefix}${index}`;
    const { id } = await createUser(server, { userName, permissions: [] });
    const { secret } = await startOtpBind(deps, id, userName);
    await confirmOtpBind(deps, id, codeFor(server, secret));
    seeds.set(id, secret);
  }
  return { smsApiKey: settings.sms.apiKey, emailPassword: settings.email.password, seeds };
}

/** Every secret as the services open it now: settings through their loader, seeds in their rows. */
export async function readSecrets(server: TestServer): Promise<StoredSecrets> {
  const deps = server.app.gatehouse;
  const config = await loadSignInConfig(deps);
  const rows = await deps.db.selectFrom('user_otp').select(['user_id', 'secret_sealed']).execute();
  const seeds = new Map<number, string>();
  for (const row of rows) {
    seeds.set(row.user_id, deps.vault.openSecret(row.secret_sealed, contextOf(SEALED.otpSeeds, row.user_id)));
  }
  return { smsApiKey: config.sms.apiKey, emailPassword: config.email.password, seeds };
}

export async function expectReadable(server: TestServer, stored: StoredSecrets): Promise<void> {
  const read = await readSecrets(server);
  expect(read.smsApiKey).toBe(stored.smsApiKey);
  expect(read.emailPassword).toBe(stored.emailPassword);
  for (const [userId, seed] of stored.seeds) expect(read.seeds.get(userId)).toBe(seed);
}

/** The same data directory and database served again, as after a restart, with the given master keys. */
export async function restart(server: TestServer, masterKeys?: MasterKeySettings): Promise<TestServer> {
  await server.app.close();
  const app = await buildApp({
    dataDir: server.dataDir,
    databaseUrl: server.databaseUrl,
    now: server.clock.now,
    distDir: join(server.dataDir, 'no-dist'),
    masterKeys,
  });
  return { ...server, app, db: app.gatehouse.db };
}
