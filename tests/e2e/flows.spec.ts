import { RoleKey } from '../../src/shared/access/permissions';
import { ensureTestUsers, TEST_USERS, TestSshd } from '../support/sshd';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { ApprovalCentre, FlowDesigner } from './pages/FlowPages';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, grantRole } from './support/adminApi';
import { type Browser, closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * Approval flows in the browser: an administrator designs a flow with a form and an operator applies on it
 * (a tampered field is refused); the administrator designs a countersign of two approvers and binds it to
 * login approval, an operator files a login request, each approver approves in a browser of their own with
 * the current step highlighted on the diagram, and the operator connects to the real sshd.
 */
const OPERATOR = { userName: 'flow_e2e_operator', password: 'Flow#E2e2026' };
const LEAD = { userName: 'flow_e2e_lead', password: 'Flow#E2e2026' };
const OFFICER = { userName: 'flow_e2e_officer', password: 'Flow#E2e2026' };
const ASSET = `flow_e2e_host_${process.pid}`;
const CAR_FLOW = { modelKey: 'Process_e2e_car', name: '用车申请' };
const COUNTERSIGN_FLOW = { modelKey: 'Process_e2e_login_countersign', name: '双人登录审批' };
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let sshd: TestSshd;
let assetId = 0;
let accountId = 0;
let defaultLoginModelId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await ensureAdminReady();
  await ensureTestUsers();
  sshd = await TestSshd.start({ users: [TEST_USERS.password.name] });
  for (const user of [OPERATOR, LEAD, OFFICER]) await fixtures.createUser(user.userName, user.password);
  grantRole(OPERATOR.userName, RoleKey.opsOperators);
  grantRole(LEAD.userName, RoleKey.securityAdministrator);
  grantRole(OFFICER.userName, RoleKey.securityAdministrator);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const platforms = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/privilege/platform/list?pageSize=500`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const listed = ((await platforms.json()) as { rows: { platformId: number; platformName: string }[] }).rows;
  const linux = listed.find((row) => row.platformName === 'Linux');
  if (!linux) throw new Error('no Linux asset type');
  assetId = (
    await fixtures.api<{ assetId: number }>(
      '/privilege/assets/add',
      {
        method: 'POST',
        body: JSON.stringify({
          assetName: ASSET,
          assetType: 0,
          address: sshd.host,
          platformId: linux.platformId,
          encoding: 'UTF-8',
          protocols: [{ protocol: 'SSH', port: sshd.port }],
        }),
      },
      token,
    )
  ).assetId;
  accountId = (
    await fixtures.api<{ accountId: number }>(
      '/privilege/account/add',
      {
        method: 'POST',
        body: JSON.stringify({
          assetId,
          accountName: TEST_USERS.password.name,
          password: TEST_USERS.password.password,
        }),
      },
      token,
    )
  ).accountId;
  await fixtures.api(`/privilege/account/check/${accountId}`, { method: 'POST' }, token);
  const now = Date.now();
  await fixtures.api(
    '/privilege/impower/add',
    {
      method: 'POST',
      body: JSON.stringify({
        userIds: [fixtures.userId(OPERATOR.userName)],
        groupIds: [],
        deptIds: [],
        assetIds: [assetId],
        accountIds: [accountId],
        permissionType: 1,
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 86_400_000).toISOString(),
      }),
    },
    token,
  );
  await fixtures.api(
    '/policy/login/add',
    {
      method: 'POST',
      body: JSON.stringify({
        name: `flow-e2e-login-${process.pid}`,
        action: 2,
        priority: 5,
        assetIds: [assetId],
        approverIds: [fixtures.userId(LEAD.userName)],
      }),
    },
    token,
  );
  const models = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/api/flow/model/list?processKind=login`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [bound] = ((await models.json()) as { rows: { id: number }[] }).rows;
  if (!bound) throw new Error('no flow bound to login approvals');
  defaultLoginModelId = bound.id;
});

test.afterAll(async () => {
  // The shared server's login approvals go back to the default flow for the specs after this one.
  if (defaultLoginModelId) {
    const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
    const bound = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api/api/flow/model/list?processKind=login`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    for (const row of ((await bound.json()) as { rows: { id: number }[] }).rows) {
      if (row.id === defaultLoginModelId) continue;
      await fixtures.api(
        '/api/flow/model/bind',
        { method: 'PUT', body: JSON.stringify({ id: row.id, processKind: null }) },
        token,
      );
    }
    await fixtures.api(
      '/api/flow/model/bind',
      { method: 'PUT', body: JSON.stringify({ id: defaultLoginModelId, processKind: 'login' }) },
      token,
    );
  }
  await sshd?.stop();
});

async function signedIn(browser: Browser, user: { userName: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await signInByToken(page, user, '/assets-my');
  return page;
}

test('an administrator designs a flow with a form; an operator applies on it and a tampered field is refused', async ({
  page,
  browser,
}) => {
  await signInByToken(page, E2E_ADMIN, '/assets-my');

  await test.step('the administrator adds the flow and designs its form and approver', async () => {
    const designer = new FlowDesigner(page);
    await designer.add(CAR_FLOW);
    await designer.formTab();
    await designer.addField('单行文本', { title: '目的地', model: 'destination', required: true });
    await page.getByRole('tab', { name: '流程设计' }).click();
    await designer.choose(/审批节点/);
    await designer.approvedByUsers([LEAD.userName]);
    await designer.saveAndDeploy();
  });

  const operator = await signedIn(browser, OPERATOR);
  await test.step('the operator applies: the empty form is refused, the filled one filed', async () => {
    await operator.goto('/approve-center-list');
    await operator.getByRole('button', { name: '发起申请' }).click();
    await operator.getByRole('menuitem', { name: CAR_FLOW.name }).click();
    await expect(operator).toHaveURL(/modelKey=Process_e2e_car/);
    await operator.getByRole('button', { name: '提交' }).click();
    await expectToast(operator, '表单数据校验失败');
    await expect(operator.getByText('「目的地」必须填写')).toBeVisible();
    await operator.getByRole('textbox', { name: '目的地' }).fill('机场');
    await operator.getByRole('button', { name: '提交' }).click();
    await expectToast(operator, '提交申请成功');
    await expect(operator).toHaveURL(/\/approve-center-list-form\?id=\d+/);
    await expect(operator.locator('.djs-element.gh-step-active')).toHaveCount(1);
  });

  await test.step('a submission with a field the form does not have is refused by the server', async () => {
    const token = (await operator.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
    const reply = await operator.request.post(`/prod-api/api/flow/start_form_flow`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { modelKey: CAR_FLOW.modelKey, formData: { destination: '机场', approved: true } },
    });
    const body = (await reply.json()) as { code: number; msg: string };
    expect(body.code).toBe(400);
    expect(body.msg).toContain('approved');
  });
  await closeContext(operator.context());
});

test('a countersign flow designed and bound to login approval: two approvers approve in two browsers, then the operator connects', async ({
  page,
  browser,
}) => {
  // Three browsers and a flow designed from scratch: past a minute when the machine is busy.
  test.setTimeout(120_000);
  await signInByToken(page, E2E_ADMIN, '/assets-my');

  await test.step('the administrator designs a countersign of the lead and the officer and binds it to login approval', async () => {
    const designer = new FlowDesigner(page);
    await designer.add(COUNTERSIGN_FLOW);
    // A login request fills the fields asset, account and reason of the flow's form: the approvers read them.
    await designer.formTab();
    await designer.addField('单行文本', { title: '申请理由', model: 'reason' });
    await page.getByRole('tab', { name: '流程设计' }).click();
    await designer.choose(/审批节点/);
    await designer.approvedByUsers([LEAD.userName, OFFICER.userName]);
    await designer.approvalMode('会签（全部同意）');
    await designer.saveAndDeploy();
    // A kind answers to one flow: the default login flow lets go first.
    await designer.bind('登录审批', '未绑定');
    await designer.bind(COUNTERSIGN_FLOW.name, '登录审批');
  });

  await test.step('the operator files a login request', async () => {
    const token = await fixtures.signIn(OPERATOR.userName, OPERATOR.password);
    await fixtures.api(
      '/host_login_policy_approve/apply',
      { method: 'POST', body: JSON.stringify({ assetId, accountId, reason: '夜间数据库变更' }) },
      token,
    );
  });

  for (const approver of [LEAD, OFFICER]) {
    await test.step(`${approver.userName} approves in a browser of their own, the step highlighted`, async () => {
      const approverPage = await signedIn(browser, approver);
      const centre = new ApprovalCentre(approverPage);
      await centre.openWaiting(COUNTERSIGN_FLOW.name);
      await expect(centre.activeSteps()).toHaveCount(1);
      await expect(approverPage.getByRole('textbox', { name: '申请理由' })).toHaveValue('夜间数据库变更');
      await centre.approve();
      await closeContext(approverPage.context());
    });
  }

  await test.step('the operator connects to the asset', async () => {
    const operator = await signedIn(browser, OPERATOR);
    const opened = operator.context().waitForEvent('page');
    await operator.getByRole('row').filter({ hasText: ASSET }).getByRole('button', { name: /连接/ }).click();
    const terminal = await opened;
    await expect(terminal.getByTestId('terminal-status')).toHaveText('已连接');
    await closeContext(operator.context());
  });
});
