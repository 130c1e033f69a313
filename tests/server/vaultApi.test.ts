import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { createUser, ensureAdmin, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { expectReadable, storeSecrets } from './support/vaultSecrets';

const STATUS = '/setting-center/vault/masterKey';
const ROTATE = '/setting-center/vault/masterKey/rotate';

describeEachDatabase('vault: master-key rotation API (key files)', (server) => {
  it('is for holders of system:vault:rotate only', async () => {
    await ensureAdmin(server());
    await createUser(server(), { userName: 'vaultapi_plain', permissions: [Permission.settingEdit] });
    const plain = await signIn(server(), 'vaultapi_plain', 'Passw0rd!x');
    for (const [method, path] of [
      ['GET', STATUS],
      ['POST', ROTATE],
    ] as const) {
      const refused = await call(server().app, method, path, {
        token: plain,
        body: method === 'POST' ? {} : undefined,
      });
      expect(refused.body.code).toBe(ResponseCode.forbidden);
    }
    await createUser(server(), { userName: 'vaultapi_rotator', permissions: [Permission.masterKeyRotate] });
    const rotator = await signIn(server(), 'vaultapi_rotator', 'Passw0rd!x');
    const status = await call(server().app, 'GET', STATUS, { token: rotator });
    expect(status.body).toMatchObject({ code: 200, data: { keySource: 'file', rotation: null } });
  });

  it('makes a new key, re-wraps every data key in the background, retires the old key, and never answers a key', async () => {
    const stored = await storeSecrets(server(), 'vaultapi', 3);
    const token = await signInAdmin(server());
    const oldKey = readFileSync(join(server().dataDir, 'master.key'), 'utf8');
    const before = await call(server().app, 'GET', STATUS, { token });
    const oldId = (before.body.data as { currentKeyId: string }).currentKeyId;

    const started = await call(server().app, 'POST', ROTATE, { token, body: { generateKey: true } });
    expect(started.body).toMatchObject({
      code: 200,
      msg: '主密钥轮换已开始',
      data: { rotation: { generatedKey: true } },
    });
    const newId = (started.body.data as { currentKeyId: string }).currentKeyId;
    expect(newId).not.toBe(oldId);
    await expectReadable(server(), stored);

    await server().app.gatehouse.vault.settled();
    const after = await call(server().app, 'GET', STATUS, { token });
    expect(after.body.data).toMatchObject({
      currentKeyId: newId,
      keys: [{ keyId: newId, current: true, records: 5 }],
      legacyRecords: 0,
      rotation: { status: 'done', targetKeyId: newId, total: 5, done: 5, remaining: 0, retiredKeyIds: [oldId] },
    });
    expect(readdirSync(join(server().dataDir, 'master-keys'))).toEqual([]);
    await expectReadable(server(), stored);
    const newKey = readFileSync(join(server().dataDir, 'master.key'), 'utf8');
    for (const text of [before.text, started.text, after.text]) {
      expect(text).not.toContain(oldKey);
      expect(text).not.toContain(newKey);
    }
  });

  it('refuses while a rotation runs or a live node does not hold the new key', async () => {
    const token = await signInAdmin(server());
    const now = server().clock.now().toISOString();
    await server()
      .db.insertInto('vault_nodes')
      .values({
        node_id: 'node-b.example',
        current_key_id: 'ffffffffffffffff',
        key_ids: 'ffffffffffffffff',
        seen_at: now,
      })
      .execute();
    const behind = await call(server().app, 'POST', ROTATE, { token, body: { generateKey: true }, lang: 'en' });
    expect(behind.body.code).toBe(ResponseCode.vaultNodesBehind);
    expect(behind.body.msg).toContain('node-b.example');
    // A node not heard from for minutes is gone and no longer counts.
    server().clock.advance(5 * 60_000);
    const running = await server()
      .db.insertInto('vault_rotations')
      .values({
        status: 'running',
        target_key_id: 'eeeeeeeeeeeeeeee',
        generated_key: 0,
        total: 10,
        done: 0,
        pass: 1,
        column_index: 0,
        last_id: null,
        remaining: 0,
        retired_key_ids: '',
        error: null,
        finished_at: null,
        started_by: 'elsewhere',
        started_at: now,
        updated_at: now,
        lease_owner: 'node-c.example',
        lease_until: new Date(server().clock.now().getTime() + 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const busy = await call(server().app, 'POST', ROTATE, { token, body: { generateKey: true } });
    expect(busy.body).toMatchObject({ code: ResponseCode.vaultRotationRunning, msg: '主密钥轮换正在进行中' });
    await server().db.updateTable('vault_rotations').set({ status: 'failed' }).where('id', '=', running.id).execute();
    expect(existsSync(join(server().dataDir, 'master.key'))).toBe(true);
  });
});

describeEachDatabase(
  'vault: master-key rotation API (GATEHOUSE_MASTER_KEY)',
  (server) => {
    it('leaves making a key to the operator and re-wraps to the key already current', async () => {
      const token = await signInAdmin(server());
      const refused = await call(server().app, 'POST', ROTATE, { token, body: { generateKey: true } });
      expect(refused.body.code).toBe(ResponseCode.vaultKeyFromEnvironment);
      // Without generateKey: re-wrap to the key the operator has made current.
      const started = await call(server().app, 'POST', ROTATE, { token, body: {} });
      expect(started.body).toMatchObject({ code: 200, data: { keySource: 'env', rotation: { generatedKey: false } } });
      await server().app.gatehouse.vault.settled();
      const status = await call(server().app, 'GET', STATUS, { token });
      expect(status.body.data).toMatchObject({ rotation: { status: 'done' } });
    });
  },
  { masterKeys: { current: '44'.repeat(32) } },
);
