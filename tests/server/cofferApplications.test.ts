import { expect, it } from 'vitest';
import { loadNotifyCounts } from '../../src/server/modules/notify-socket/notifyCounts';
import type { CofferLicence } from '../../src/shared/api/coffers';
import type { FlowModelRow } from '../../src/shared/api/flowModels';
import { call } from './client';
import {
  assetWithSecret,
  cofferApi,
  cofferUser,
  inDays,
  keeperPermissions,
  ok,
  rowsOf,
  type SafeApplication,
  safeOf,
} from './cofferApi';
import { signInAdmin } from './fixtures';
import { flowApi } from './flowApi';
import { describeEachDatabase } from './harness';

/**
 * Safe applications (docs/coffer.md "Applications"): a user applies for a licence, the vault application flow
 * (by default one step decided by the safe's managers) decides, a passed application issues the licence with the
 * applied period and type; only the applicant edits or withdraws; two approvers racing decide it once.
 */
describeEachDatabase('safe applications', (server) => {
  async function setting(name: string) {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), `${name}_keeper`, keeperPermissions);
    const applicant = await cofferUser(server(), `${name}_applicant`);
    const asset = await assetWithSecret(server(), admin, `app-${name}`, 'Applied-for-9');
    const safe = await safeOf(server(), keeper, `app-${name}`, { accountIds: [asset.accountId] });
    return { admin, keeper, applicant, asset, safe };
  }

  it('a fresh Gatehouse binds a one-step default flow to vault applications', async () => {
    const admin = await signInAdmin(server());
    const rows = (await flowApi(server(), admin).listModels()).body.rows as FlowModelRow[];
    expect(rows.find((row) => row.processKind === 'vault')).toMatchObject({
      modelKey: 'Process_vault_application',
      name: '保险箱申请',
      enabled: true,
      deployedVersion: 1,
    });
  });

  it('an application passed by the safe’s owner issues the licence with the applied period and type', async () => {
    const { keeper, applicant, asset, safe } = await setting('pass');
    const mine = cofferApi(server(), applicant.token);
    const period = { startTime: inDays(server(), 0), expireTime: inDays(server(), 5) };
    const filed = await mine.apply({
      cofferId: safe.cofferId,
      reason: '  季度巡检  ',
      licenseType: 'reveal',
      ...period,
    });
    expect(filed.body.msg).toBe('提交申请成功');
    const record = ok<SafeApplication>(filed);
    expect(record).toMatchObject({
      status: 1,
      reason: '季度巡检',
      licenseType: 'reveal',
      createBy: applicant.id,
      cofferName: safe.cofferName,
      ownerName: keeper.userName,
      canDecide: false,
    });
    // A second application for the same safe while one waits is refused.
    expect(
      (await mine.apply({ cofferId: safe.cofferId, reason: 'again', licenseType: 'use', ...period })).body,
    ).toMatchObject({
      code: 10020652,
    });
    // The owner has the task: counted, shown in the approval centre, and decidable here.
    expect((await loadNotifyCounts(server().db, keeper.id)).noApproveNum).toBe(1);
    const keeperApi = cofferApi(server(), keeper.token);
    expect(ok<SafeApplication>(await keeperApi.application(record.recordId)).canDecide).toBe(true);
    const centre = await call(server().app, 'POST', '/api/flow/get_apping_tasks_pager_model', {
      token: keeper.token,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(JSON.stringify(centre.body)).toContain('保险箱申请');
    expect(
      rowsOf<SafeApplication>(await keeperApi.applications({ scope: 'approve' })).map((row) => row.recordId),
    ).toEqual([record.recordId]);

    const decided = await keeperApi.decide({ recordId: record.recordId, status: 2 });
    expect(decided.body.msg).toBe('审批已完成');
    expect(ok<SafeApplication>(decided)).toMatchObject({ status: 2, approveByName: keeper.userName, canDecide: false });
    const licences = rowsOf<CofferLicence>(await keeperApi.licences(safe.cofferId));
    expect(licences).toEqual([
      expect.objectContaining({
        userId: applicant.id,
        licenseType: 'reveal',
        startTime: period.startTime,
        expireTime: period.expireTime,
        recordId: record.recordId,
        state: 1,
      }),
    ]);
    const secret = ok<{ secret: string }>(
      await mine.reveal({ cofferId: safe.cofferId, accountId: asset.accountId, reason: '季度巡检' }),
    );
    expect(secret.secret).toBe('Applied-for-9');
    // Decided once: a second decision hears 审批已完成 as a refusal.
    expect((await keeperApi.decide({ recordId: record.recordId, status: 3, refuseReason: 'late' })).body).toMatchObject(
      {
        code: 10020653,
        msg: '审批已完成',
      },
    );
    const applicantMessages = await call(server().app, 'GET', '/approve/message/list', { token: applicant.token });
    expect(JSON.stringify(applicantMessages.body)).toContain('保险箱申请已通过');
  });

  it('applies the §5 rules with their messages', async () => {
    const { applicant, safe } = await setting('rules');
    const mine = cofferApi(server(), applicant.token);
    const base = { cofferId: safe.cofferId, licenseType: 'use', startTime: inDays(server(), 0) };
    const expectMsg = async (body: Record<string, unknown>, msg: string) =>
      expect((await mine.apply(body)).body.msg).toBe(msg);
    await expectMsg({ ...base, reason: '   ', expireTime: inDays(server(), 1) }, 'reason: 请输入申请原因');
    await expectMsg(
      { ...base, reason: 'x'.repeat(100), expireTime: inDays(server(), 1) },
      'reason: 申请原因长度最大为99个字符',
    );
    await expectMsg(
      { ...base, reason: 'ok', licenseType: 'own', expireTime: inDays(server(), 1) },
      'licenseType: 请选择授权类型',
    );
    await expectMsg({ ...base, reason: 'ok' }, 'expireTime: 请选择时间范围');
    await expectMsg(
      { ...base, reason: 'ok', startTime: inDays(server(), -3), expireTime: inDays(server(), -1) },
      '结束时间小于当前时间，请重新选择结束时间',
    );
    expect(rowsOf(await mine.applications({ scope: 'mine' }))).toEqual([]);
  });

  it('only the applicant views and edits a pending application; they may withdraw it', async () => {
    const { keeper, applicant, safe } = await setting('edit');
    const stranger = await cofferUser(server(), 'edit_stranger');
    const mine = cofferApi(server(), applicant.token);
    const period = { startTime: inDays(server(), 0), expireTime: inDays(server(), 2) };
    const record = ok<SafeApplication>(
      await mine.apply({ cofferId: safe.cofferId, reason: 'first', licenseType: 'use', ...period }),
    );
    const edit = { recordId: record.recordId, reason: 'second', licenseType: 'view', ...period };
    expect((await cofferApi(server(), stranger.token).application(record.recordId)).body.code).toBe(10020651);
    expect((await cofferApi(server(), stranger.token).updateApplication(edit)).body.code).toBe(10020651);
    expect((await cofferApi(server(), keeper.token).updateApplication(edit)).body).toMatchObject({
      code: 10020654,
      msg: '只有申请人可以查看或修改待审批的申请',
    });
    expect((await cofferApi(server(), keeper.token).withdraw(record.recordId)).body.code).toBe(10020654);
    const updated = await mine.updateApplication(edit);
    expect(updated.body.msg).toBe('修改申请成功');
    expect(ok<SafeApplication>(updated)).toMatchObject({ reason: 'second', licenseType: 'view', status: 1 });
    // The approver's form in the approval centre shows what was changed.
    const form = await server()
      .db.selectFrom('flow_instances')
      .select('form_data')
      .where('business_key', '=', `vault:${record.recordId}`)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(form.form_data)).toMatchObject({ reason: 'second', licenseType: '查看' });

    const withdrawn = await mine.withdraw(record.recordId);
    expect(withdrawn.body.msg).toBe('撤回成功');
    expect(ok<SafeApplication>(withdrawn)).toMatchObject({ status: 4 });
    expect((await mine.updateApplication(edit)).body.code).toBe(10020653);
    expect((await cofferApi(server(), keeper.token).decide({ recordId: record.recordId, status: 2 })).body.code).toBe(
      10020653,
    );
    expect((await loadNotifyCounts(server().db, keeper.id)).noApproveNum).toBe(0);
    expect(rowsOf(await cofferApi(server(), keeper.token).licences(safe.cofferId))).toEqual([]);
  });

  it('two approvers racing decide an application once and issue one licence', async () => {
    const { keeper, applicant, safe } = await setting('race');
    const colleague = await cofferUser(server(), 'race_colleague');
    const period = { startTime: inDays(server(), 0), expireTime: inDays(server(), 2) };
    ok(
      await cofferApi(server(), keeper.token).issue({
        cofferIdList: [safe.cofferId],
        userIdList: [colleague.id],
        licenseType: 'manage',
        ...period,
      }),
    );
    const record = ok<SafeApplication>(
      await cofferApi(server(), applicant.token).apply({
        cofferId: safe.cofferId,
        reason: 'race',
        licenseType: 'use',
        ...period,
      }),
    );
    const [first, second] = await Promise.all([
      cofferApi(server(), keeper.token).decide({ recordId: record.recordId, status: 2 }),
      cofferApi(server(), colleague.token).decide({ recordId: record.recordId, status: 3, refuseReason: '不需要' }),
    ]);
    const codes = [first.body.code, second.body.code];
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The later one hears that the approval is already complete.
    expect(codes.find((code) => code !== 200)).toBeOneOf([10020443, 10020653]);
    expect([first.body.msg, second.body.msg]).toContain('审批已完成');
    const final = ok<SafeApplication>(await cofferApi(server(), applicant.token).application(record.recordId));
    const licences = await server()
      .db.selectFrom('coffer_licences')
      .select('id')
      .where('record_id', '=', record.recordId)
      .execute();
    expect(licences).toHaveLength(final.status === 2 ? 1 : 0);
    expect([2, 3]).toContain(final.status);
  });

  it('the applicant cannot decide their own application, even as a manager of the safe', async () => {
    const { keeper, safe } = await setting('own');
    const otherKeeper = await cofferUser(server(), 'own_other', keeperPermissions);
    ok(await cofferApi(server(), keeper.token).changeOwner([safe.cofferId], otherKeeper.id));
    const record = ok<SafeApplication>(
      await cofferApi(server(), otherKeeper.token).apply({
        cofferId: safe.cofferId,
        reason: 'self',
        licenseType: 'use',
        startTime: inDays(server(), 0),
        expireTime: inDays(server(), 1),
      }),
    );
    expect(
      (await cofferApi(server(), otherKeeper.token).decide({ recordId: record.recordId, status: 2 })).body,
    ).toMatchObject({
      msg: '不能审批自己的申请',
    });
  });
});
