import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { verifyOtp } from '../../src/server/modules/sign-in/otp';
import { revealSecret } from '../../src/server/security/reveal';
import { SEALED } from '../../src/server/security/sealedColumns';
import { Permission } from '../../src/shared/access/permissions';
import { ResponseCode } from '../../src/shared/codes';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { codeFor, storeSecrets } from './support/vaultSecrets';

/** Every byte the database keeps: the SQLite files (with the WAL), or every text column of PostgreSQL. */
async function everythingStored(server: TestServer): Promise<Buffer> {
  if (server.dialect === 'sqlite') {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    return Buffer.concat(files(server.dataDir).map((path) => readFileSync(path)));
  }
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying')`.execute(server.db);
  const parts: string[] = [];
  for (const column of columns) {
    const { rows } = await sql<{ v: string | null }>`
      select ${sql.ref(column.column_name)} as v from ${sql.table(column.table_name)}`.execute(server.db);
    parts.push(...rows.map((row) => row.v ?? ''));
  }
  return Buffer.from(parts.join('\n'), 'utf8');
}

async function moveValue(server: TestServer, from: number, to: number): Promise<void> {
  const row = await server.db
    .selectFrom('user_otp')
    .select('secret_sealed')
    .where('user_id', '=', from)
    .executeTakeFirstOrThrow();
  await server.db.updateTable('user_otp').set({ secret_sealed: row.secret_sealed }).where('user_id', '=', to).execute();
}

describeEachDatabase('vault: secrets at rest', (server) => {
  it('leaves no plaintext secret in the database files or any text column', async () => {
    // The scan finds plain text where there is some.
    await server().db.insertInto('config').values({ key: 'test.atrest.marker', value: 'VISIBLE-MARKER-42' }).execute();
    expect((await everythingStored(server())).includes('VISIBLE-MARKER-42')).toBe(true);

    const stored = await storeSecrets(server(), 'atrest', 3);
    const everything = await everythingStored(server());
    for (const secret of [stored.smsApiKey, stored.emailPassword, ...stored.seeds.values()]) {
      expect(everything.includes(secret), `plaintext found: ${secret.slice(0, 6)}…`).toBe(false);
    }
    const sealed = await server().db.selectFrom('user_otp').select('secret_sealed').execute();
    for (const row of sealed) expect(row.secret_sealed).toMatch(/^v2\.[0-9a-f]{16}\./);
  });

  it('refuses a sealed value copied to another row', async () => {
    const stored = await storeSecrets(server(), 'moved', 2);
    const [[userA, seedA], [userB]] = [...stored.seeds] as [[number, string], [number, string]];
    await moveValue(server(), userA, userB);
    server().clock.advance(30_000);
    // User B's row now holds A's seed, sealed for A's row: it opens for nobody there.
    expect(await verifyOtp(server().app.gatehouse, userB, codeFor(server(), seedA))).toBe(false);
    expect(await verifyOtp(server().app.gatehouse, userA, codeFor(server(), seedA))).toBe(true);

    const token = await signInAdmin(server());
    const apiKey = await server()
      .db.selectFrom('config')
      .select('value')
      .where('key', '=', 'sys.signin.sms.apiKey')
      .executeTakeFirstOrThrow();
    await server()
      .db.updateTable('config')
      .set({ value: apiKey.value })
      .where('key', '=', 'sys.signin.email.password')
      .execute();
    const view = await call(server().app, 'GET', '/setting-center/signInMethods', { token });
    expect(view.body.data).toMatchObject({ sms: { apiKeySet: true }, email: { passwordSet: false } });
  });

  it('reveals a secret only with the permission and a reason, auditing every attempt and never the secret', async () => {
    const stored = await storeSecrets(server(), 'reveal', 2);
    const [[userA, seedA], [userB]] = [...stored.seeds] as [[number, string], [number, string]];
    const row = await server()
      .db.selectFrom('user_otp')
      .select('secret_sealed')
      .where('user_id', '=', userA)
      .executeTakeFirstOrThrow();
    const deps = server().app.gatehouse;
    const request = {
      actor: { userId: 1, userName: 'admin' },
      access: { permission: Permission.cofferManage, granted: true },
      reason: 'emergency maintenance ticket 42',
      from: { ip: '10.9.8.7', userAgent: 'vault-test' },
      column: SEALED.otpSeeds,
      id: userA,
      sealed: row.secret_sealed,
    };
    const codeOf = (promise: Promise<unknown>) =>
      promise.then(
        () => 0,
        (error: { code?: number }) => error.code ?? -1,
      );

    expect(await codeOf(revealSecret(deps, { ...request, access: { ...request.access, granted: false } }))).toBe(
      ResponseCode.forbidden,
    );
    expect(await codeOf(revealSecret(deps, { ...request, reason: '   ' }))).toBe(
      ResponseCode.vaultRevealReasonRequired,
    );
    expect(await codeOf(revealSecret(deps, { ...request, id: userB }))).toBe(ResponseCode.vaultRevealFailed);
    expect(await revealSecret(deps, request)).toBe(seedA);

    const audit = await server()
      .db.selectFrom('vault_reveals')
      .selectAll()
      .where('target_table', '=', 'user_otp')
      .where('target_id', 'in', [String(userA), String(userB)])
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.outcome)).toEqual(['denied', 'refused', 'failed', 'revealed']);
    expect(audit[3]).toMatchObject({
      user_id: 1,
      user_name: 'admin',
      ip: '10.9.8.7',
      user_agent: 'vault-test',
      target_column: 'secret_sealed',
      target_id: String(userA),
      permission: Permission.cofferManage,
      reason: 'emergency maintenance ticket 42',
    });
    expect(JSON.stringify(audit)).not.toContain(seedA);
  });
});
