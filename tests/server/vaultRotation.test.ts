import { afterEach, describe, expect, it } from 'vitest';
import { verifyOtp } from '../../src/server/modules/sign-in/otp';
import { masterKeyOf } from '../../src/server/security/envelope';
import { beginRotation, runRotation } from '../../src/server/security/rotation';
import { contextOf, SEALED } from '../../src/server/security/sealedColumns';
import { VaultError } from '../../src/server/security/vault';
import { legacySeal } from '../support/legacySeal';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { DIALECTS, startServer, type TestServer } from './harness';
import { codeFor, expectReadable, restart, storeSecrets } from './support/vaultSecrets';

const K1 = '11'.repeat(32);
const K2 = '22'.repeat(32);
const K3 = '33'.repeat(32);
const id = (hex: string) => masterKeyOf(Buffer.from(hex, 'hex')).id;

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

for (const dialect of DIALECTS) {
  describe(`master-key rotation [${dialect}]`, () => {
    it('keeps every secret readable before, between batches, after a stop mid-way and after a restart with the new key only', async () => {
      const first = await startServer(dialect, { masterKeys: { current: K1 } });
      let server: TestServer = first;
      cleanup.push(async () => {
        await server.app.close();
        await first.stop();
      });
      const stored = await storeSecrets(server, `rot${dialect}`, 4);
      // One seed in the first format (no key id), as written before v2, to be upgraded by the rotation.
      const [legacyUser, legacySeed] = [...stored.seeds][0] ?? [0, ''];
      await server.db
        .updateTable('user_otp')
        .set({ secret_sealed: legacySeal(Buffer.from(K1, 'hex'), legacySeed) })
        .where('user_id', '=', legacyUser)
        .execute();
      await expectReadable(server, stored);

      // Every node now holds K2 as current and K1 as previous: nothing moved yet, everything reads.
      server = await restart(server, { current: K2, previous: [K1] });
      await expectReadable(server, stored);
      const token = await signInAdmin(server);
      const before = await call(server.app, 'GET', '/setting-center/vault/masterKey', { token });
      expect(before.body.data).toMatchObject({
        keySource: 'env',
        currentKeyId: id(K2),
        keys: [
          { keyId: id(K2), current: true, records: 0 },
          { keyId: id(K1), current: false, records: 5 },
        ],
        legacyRecords: 1,
        retirableKeyIds: [],
      });

      // Batches of one; every secret is read between batches; the node stops after four batches
      // (two config rows, the end of that column, one seed).
      const deps = server.app.gatehouse;
      const nodeId = deps.vault.nodeId;
      const rotationId = await beginRotation(deps, deps.vault.vault, { startedBy: 'test', generateKey: false, nodeId });
      let batches = 0;
      await runRotation(deps, deps.vault.vault, rotationId, {
        nodeId,
        batchSize: 1,
        afterBatch: async () => {
          batches += 1;
          await expectReadable(server, stored);
        },
        shouldStop: () => batches >= 4,
      });
      const midway = await call(server.app, 'GET', '/setting-center/vault/masterKey', { token });
      expect(midway.body.data).toMatchObject({
        rotation: { id: rotationId, status: 'running', targetKeyId: id(K2), total: 6, done: 3 },
      });

      // A restart resumes it from its saved cursor and finishes it.
      server = await restart(server, { current: K2, previous: [K1] });
      await server.app.gatehouse.vault.settled();
      await expectReadable(server, stored);
      const token2 = await signInAdmin(server);
      const after = await call(server.app, 'GET', '/setting-center/vault/masterKey', { token: token2 });
      expect(after.body.data).toMatchObject({
        keys: [
          { keyId: id(K2), current: true, records: 6 },
          { keyId: id(K1), current: false, records: 0 },
        ],
        legacyRecords: 0,
        retirableKeyIds: [id(K1)],
        rotation: { id: rotationId, status: 'done', total: 6, done: 6, remaining: 0 },
      });
      const legacyRow = await server.db
        .selectFrom('user_otp')
        .select('secret_sealed')
        .where('user_id', '=', legacyUser)
        .executeTakeFirstOrThrow();
      expect(legacyRow.secret_sealed).toMatch(new RegExp(`^v2\\.${id(K2)}\\.`));

      // K1 retired: the new key alone serves every secret, and OTP sign-in codes still match.
      server = await restart(server, { current: K2 });
      await expectReadable(server, stored);
      server.clock.advance(30_000); // the binding used the current step's code
      for (const [userId, seed] of stored.seeds) {
        expect(await verifyOtp(server.app.gatehouse, userId, codeFor(server, seed))).toBe(true);
      }
      expect(
        server.app.gatehouse.vault.openSecret(legacyRow.secret_sealed, contextOf(SEALED.otpSeeds, legacyUser)),
      ).toBe(legacySeed);
    });

    it('refuses to start with a master key that does not fit, naming the key ids', async () => {
      const first = await startServer(dialect, { masterKeys: { current: K1 } });
      let server: TestServer = first;
      cleanup.push(async () => {
        await server.app.close();
        await first.stop();
      });
      await storeSecrets(server, `wrong${dialect}`, 1);
      await server.app.close();
      for (const wrong of [{ current: K3 }, { current: K2, previous: [K3] }]) {
        const refused = await restart(server, wrong).then(
          () => null,
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(VaultError);
        expect((refused as VaultError).failure).toBe('masterKeyMismatch');
        expect((refused as VaultError).message).toContain(id(K1));
        expect((refused as VaultError).message).toContain('does not fit');
      }
      // The right key still starts it.
      server = await restart(server, { current: K1 });
      expect(server.app.gatehouse.vault.vault.ring.current.id).toBe(id(K1));
    });
  });
}
