import { expect, it } from 'vitest';
import { rateStoredPasswords, sealAccountSecret } from '../../src/server/modules/accounts';
import { Permission } from '../../src/shared/access/permissions';
import type { ManagedAccount, PasswordRecord } from '../../src/shared/api/vaultAccounts';
import { accountApi, sshAsset } from './accountApi';
import { call } from './client';
import { cofferApi, cofferUser, inDays, keeperPermissions, ok, rowsOf, safeOf } from './cofferApi';
import { describeEachDatabase } from './harness';

/**
 * The vault's accounts (docs/coffer.md "Accounts in the vault"): the §5 strength kept with every stored password,
 * weak passwords and their fix under the vault's policy, and password records — every change with the secret it
 * replaced, readable only with reveal rights.
 */
const custodianPermissions = [
  ...keeperPermissions,
  Permission.assetAdd,
  Permission.accountAdd,
  Permission.accountEdit,
  Permission.accountReveal,
];

describeEachDatabase('vault accounts, weak passwords and password records', (server) => {
  async function custodianWithAccount(name: string, password: string) {
    const custodian = await cofferUser(server(), name, custodianPermissions);
    const asset = await sshAsset(server(), custodian.token, `${name}-host`, '127.0.0.1', 2222);
    const account = await accountApi(server(), custodian.token).addOk({
      assetId: asset.assetId,
      accountName: 'oracle',
      password,
    });
    return { custodian, asset, account };
  }
  const manageList = async (token: string, query: Record<string, string> = {}) =>
    rowsOf<ManagedAccount>(await call(server().app, 'GET', '/privilege/account/manageList', { token, query }));
  const records = async (token: string, query: Record<string, string> = {}) =>
    rowsOf<PasswordRecord>(await call(server().app, 'GET', '/privilege/account/passwordRecords', { token, query }));
  const revealRecord = (token: string, recordId: number, reason: string) =>
    call(server().app, 'POST', `/privilege/account/passwordRecords/reveal/${recordId}`, { token, body: { reason } });

  it('someone who may only apply sees no accounts, no records and no applications but their own', async () => {
    const reader = await cofferUser(server(), 'plain_reader', [Permission.assetQuery]);
    const applicant = await cofferUser(server(), 'plain_applicant');
    expect(await manageList(reader.token)).toEqual([]);
    expect(await records(reader.token)).toEqual([]);
    expect(await manageList(applicant.token)).toEqual([]);
    expect(rowsOf(await cofferApi(server(), applicant.token).applications())).toEqual([]);
  });

  it('answers the vault’s password policy', async () => {
    const user = await cofferUser(server(), 'policy_reader');
    expect(ok(await call(server().app, 'GET', '/setting-center/passwdManager', { token: user.token }))).toEqual({
      minLength: 12,
      minStrength: 'high',
      generateLength: 20,
    });
  });

  it('keeps each password’s strength, lists weak ones, and records every change with the secret it replaced', async () => {
    const { custodian, account } = await custodianWithAccount('strength', 'oracle123');
    const [listed] = await manageList(custodian.token, { accountName: 'oracle', assetName: 'strength-host' });
    expect(listed).toMatchObject({ accountId: account.accountId, strength: 'middle', weak: true, canManage: true });
    expect((await manageList(custodian.token, { weak: 'true' })).map((row) => row.accountId)).toContain(
      account.accountId,
    );

    ok(
      await accountApi(server(), custodian.token).edit({
        accountId: account.accountId,
        accountName: 'oracle',
        password: 'Tr1cky-Passw0rd!',
      }),
    );
    const [after] = await manageList(custodian.token, { accountName: 'oracle', assetName: 'strength-host' });
    expect(after).toMatchObject({ strength: 'high', weak: false });
    expect(after?.lastChangeTime).not.toBeNull();

    const history = await records(custodian.token, { accountId: String(account.accountId) });
    expect(history.map((row) => [row.how, row.hasPrevious, row.changedBy])).toEqual([
      ['edit', true, custodian.userName],
      ['add', false, custodian.userName],
    ]);
    const edit = history[0] as PasswordRecord;
    const shown = ok<{ secret: string }>(await revealRecord(custodian.token, edit.recordId, '核对旧密码'));
    expect(shown.secret).toBe('oracle123');
    // The list never carries a secret.
    const listText = (await call(server().app, 'GET', '/privilege/account/passwordRecords', { token: custodian.token }))
      .text;
    expect(listText).not.toContain('oracle123');
    expect(listText).not.toContain('Tr1cky-Passw0rd!');
  });

  it('a reveal licence on a safe holding the account reads its records; others are refused and audited', async () => {
    const { custodian, account } = await custodianWithAccount('records', 'First-pass-1!');
    ok(
      await accountApi(server(), custodian.token).edit({
        accountId: account.accountId,
        accountName: 'oracle',
        password: 'Second-pass-2!',
      }),
    );
    const safe = await safeOf(server(), custodian, 'records', { accountIds: [account.accountId] });
    const holder = await cofferUser(server(), 'records_holder', [Permission.assetQuery]);
    const outsider = await cofferUser(server(), 'records_outsider', [Permission.assetQuery]);
    const [record] = await records(custodian.token, { accountId: String(account.accountId) });
    if (!record) throw new Error('no record');

    expect((await revealRecord(outsider.token, record.recordId, 'curious')).body.code).toBe(10020660);
    expect(await records(outsider.token, { accountId: String(account.accountId) })).toEqual([]);

    ok(
      await cofferApi(server(), custodian.token).issue({
        cofferIdList: [safe.cofferId],
        userIdList: [holder.id],
        licenseType: 'reveal',
        startTime: inDays(server(), 0),
        expireTime: inDays(server(), 1),
      }),
    );
    expect((await records(holder.token, { accountId: String(account.accountId) })).length).toBe(2);
    expect(ok<{ secret: string }>(await revealRecord(holder.token, record.recordId, '回滚')).secret).toBe(
      'First-pass-1!',
    );
    const audit = await server()
      .db.selectFrom('vault_reveals')
      .select(['user_name', 'outcome', 'target_table'])
      .where('target_table', '=', 'account_secret_versions')
      .where('target_id', '=', String(record.recordId))
      .execute();
    expect(audit).toEqual([
      { user_name: holder.userName, outcome: 'revealed', target_table: 'account_secret_versions' },
    ]);
  });

  it('fixes a weak password under the vault policy, keeping the weak one as a record', async () => {
    const { custodian, account } = await custodianWithAccount('weakfix', 'weakpass');
    const fix = (password: string, token = custodian.token) =>
      call(server().app, 'POST', '/privilege/account/weakFix', {
        token,
        body: { accountId: account.accountId, password },
      });
    expect((await fix('Sh0rt!')).body).toMatchObject({
      msg: '密码长度不能少于12个字符',
      data: { field: 'password' },
    });
    expect((await fix('onlylettersandlong')).body).toMatchObject({
      msg: '密码强度不足：需包含字母、数字和符号',
      data: { field: 'password' },
    });
    const reader = await cofferUser(server(), 'weak_reader');
    expect((await fix('Str0ng-Enough-Pw!', reader.token)).body.code).toBe(403);
    const fixed = ok<ManagedAccount>(await fix('Str0ng-Enough-Pw!'));
    expect(fixed).toMatchObject({ strength: 'high', weak: false, checkResult: 2 });
    const [latest] = await records(custodian.token, { accountId: String(account.accountId) });
    expect(latest).toMatchObject({ how: 'weakFix', hasPrevious: true });
    expect(ok<{ secret: string }>(await revealRecord(custodian.token, latest?.recordId ?? 0, '审计')).secret).toBe(
      'weakpass',
    );
  });

  it('rates passwords stored before strengths were kept', async () => {
    const { custodian, account } = await custodianWithAccount('rating', 'x');
    const gatehouse = server().app.gatehouse;
    await server()
      .db.updateTable('accounts')
      .set({
        secret_strength: null,
        secret_sealed: sealAccountSecret(gatehouse.vault, account.accountId, 'secret', 'Aa1!'),
      })
      .where('id', '=', account.accountId)
      .execute();
    expect(await rateStoredPasswords(gatehouse)).toBeGreaterThanOrEqual(1);
    const [row] = await manageList(custodian.token, { accountName: 'oracle', assetName: 'rating-host' });
    expect(row?.strength).toBe('high');
  });
});
