import { RoleKey } from '../../src/shared/access/permissions';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT } from './env';
import { ApprovalDialog, openStationMessage } from './pages/ApprovalPages';
import { expectToast } from './pages/toast';
import { AccessFixtures } from './support/accessFixtures';
import { ensureAdminReady, fileCommandApproval, grantRole } from './support/adminApi';
import { closeContext, expect, type Page, test } from './support/test';
import { signInByToken } from './support/tokenSignIn';

/**
 * End to end: an administrator makes a login policy that requires approval; the
 * applicant files a login request; the approver sees the pending badge and the station message, opens
 * 审批消息, is stopped by 请输入拒绝原因 when refusing without a reason, then approves with a login window;
 * the applicant's message offers 登录, which opens the terminal for that asset and account.
 */
const APPLICANT = { userName: 'appr_e2e_applicant', password: 'Appr#E2e2026' };
const APPROVER = { userName: 'appr_e2e_approver', password: 'Appr#E2e2026' };
const ASSET = 'appr-e2e-host';
const POLICY = 'appr-e2e-login-approval';
const fixtures = new AccessFixtures(`http://127.0.0.1:${E2E_PORT}`, E2E_DATA_DIR);
let assetId = 0;
let accountId = 0;

/** The rows of a paged list call, as the administrator reads them. */
async function listRows<T>(path: string, token: string): Promise<T[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/prod-api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { rows?: T[] }).rows ?? [];
}

test.beforeAll(async () => {
  await ensureAdminReady();
  await fixtures.createUser(APPLICANT.userName, APPLICANT.password);
  await fixtures.createUser(APPROVER.userName, APPROVER.password);
  grantRole(APPLICANT.userName, RoleKey.opsOperators);
  // Security administrators own policies and approvals (migration 019 gives them system:approval:decide).
  grantRole(APPROVER.userName, RoleKey.securityAdministrator);
  const token = await fixtures.signIn(E2E_ADMIN.userName, E2E_ADMIN.password);
  const platforms = await listRows<{ platformId: number; platformName: string }>(
    '/privilege/platform/list?pageSize=500',
    token,
  );
  const linux = platforms.find((row) => row.platformName === 'Linux');
  if (!linux) throw new Error('no Linux asset type');
  // A worker restarted after a failure runs this again on the same server: the asset and its account may be there.
  const known = (
    await listRows<{ assetId: number; assetName: string }>(`/privilege/assets/list?keyword=${ASSET}`, token)
  ).find((row) => row.assetName === ASSET);
  assetId =
    known?.assetId ??
    (
      await fixtures.api<{ assetId: number }>(
        '/privilege/assets/add',
        {
          method: 'POST',
          body: JSON.stringify({
            assetName: ASSET,
            assetType: 0,
            address: '10.78.0.9',
            platformId: linux.platformId,
            protocols: [{ protocol: 'SSH', port: 22 }],
          }),
        },
        token,
      )
    ).assetId;
  const knownAccount = (
    await listRows<{ accountId: number; accountName: string }>(`/privilege/account/list?assetId=${assetId}`, token)
  ).find((row) => row.accountName === 'ops');
  accountId =
    knownAccount?.accountId ??
    (
      await fixtures.api<{ accountId: number }>(
        '/privilege/account/add',
        { method: 'POST', body: JSON.stringify({ assetId, accountName: 'ops', password: 'not-used-here' }) },
        token,
      )
    ).accountId;
  const window = await fixtures.api<{ startTime: string; endTime: string }>(
    '/privilege/impower/default-window',
    {},
    token,
  );
  await fixtures.api(
    '/privilege/impower/add',
    {
      method: 'POST',
      body: JSON.stringify({
        userIds: [fixtures.userId(APPLICANT.userName)],
        assetIds: [assetId],
        permissionType: 1,
        ...window,
      }),
    },
    token,
  );
});

/** Signed in with a token (the sign-in pages have their own specs), on `path`: by default where the console lands them. */
async function signIn(page: Page, user: { userName: string; password: string }, path = '/') {
  await signInByToken(page, user, path);
}

test('a login that needs approval: filed, refused without a reason, approved with a window, then 登录', async ({
  page,
  browser,
}) => {
  await test.step('the administrator adds a login policy requiring approval by the approver', async () => {
    await signIn(page, E2E_ADMIN, '/maintenance-policy-list');
    await expect(page.getByRole('heading', { name: '运维策略' })).toBeVisible();
    await page.getByRole('button', { name: '新增策略' }).click();
    const form = page.getByRole('form', { name: '新增登录策略' });
    await form.getByRole('textbox', { name: '策略名称' }).fill(POLICY);
    await expect(form.getByRole('radio', { name: '登录需审批' })).toBeChecked();
    await form.getByRole('combobox', { name: '资产' }).click();
    await page.getByRole('menuitemcheckbox', { name: ASSET }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('combobox', { name: '审批人' }).click();
    await page.getByRole('menuitemcheckbox', { name: APPROVER.userName }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: '保存' }).click();
    await expectToast(page, '新增成功');
    const row = page.getByRole('row').filter({ hasText: POLICY });
    await expect(row).toContainText('登录需审批');
    await expect(row).toContainText(ASSET);
    await expect(row).toContainText(APPROVER.userName);
  });

  await test.step('the applicant is told approval is required and files a request with a reason', async () => {
    const token = await fixtures.signIn(APPLICANT.userName, APPLICANT.password);
    const check = await fixtures.api<{ kind: string }>(
      `/host_login_policy_approve/check?assetId=${assetId}&accountId=${accountId}`,
      {},
      token,
    );
    expect(check.kind).toBe('approvalRequired');
    await fixtures.api(
      '/host_login_policy_approve/apply',
      { method: 'POST', body: JSON.stringify({ assetId, accountId, reason: '数据库故障排查' }) },
      token,
    );
  });

  const approverContext = await browser.newContext();
  const approverPage = await approverContext.newPage();
  await test.step('the approver sees the pending badge and opens 审批消息 from the station message', async () => {
    await signIn(approverPage, APPROVER);
    await expect(approverPage.getByTestId('approval-badge')).toHaveText('1');
    await approverPage.getByRole('button', { name: '待审批' }).click();
    await expect(
      approverPage.getByRole('button', { name: /^登录审批 · appr_e2e_applicant · appr-e2e-host \(ops\)/ }),
    ).toBeVisible();
    await approverPage.keyboard.press('Escape');
    const detail = await openStationMessage(approverPage, '登录审批');
    await expect(detail).toContainText('数据库故障排查');
    await detail.getByRole('button', { name: '查看详情' }).click();
    const dialog = new ApprovalDialog(approverPage);
    await expect(dialog.root).toBeVisible();
    await dialog.expectFact('资产名称', ASSET);
    await dialog.expectFact('地址', '10.78.0.9');
    await dialog.expectFact('端口', '22');
    await dialog.expectFact('账号', 'ops');
    await dialog.expectFact('申请人', APPLICANT.userName);
    await dialog.expectFact('申请原因', '数据库故障排查');
    await expect(dialog.root.getByRole('radio', { name: '同意' })).toBeChecked();
    await expect(dialog.root.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  });

  await test.step('refusing without a reason is stopped with 请输入拒绝原因', async () => {
    const dialog = new ApprovalDialog(approverPage);
    await expect(dialog.root.getByRole('spinbutton')).toHaveValue('5');
    await dialog.choose('拒绝');
    await expect(dialog.root.getByRole('spinbutton')).toBeHidden();
    await expect(dialog.root.getByRole('textbox')).toHaveAttribute('placeholder', '请输入拒绝原因');
    await dialog.submit();
    await expect(dialog.root.getByText('请输入拒绝原因', { exact: true })).toBeVisible();
    await expect(dialog.root.getByText('0/99')).toBeVisible();
  });

  await test.step('approving with a 30-minute window succeeds and the badge goes', async () => {
    const dialog = new ApprovalDialog(approverPage);
    await dialog.choose('同意');
    await dialog.root.getByRole('spinbutton').fill('30');
    await dialog.submit();
    await expectToast(approverPage, '提交审批成功');
    await expect(dialog.root).toBeHidden();
    await expect(approverPage.getByTestId('approval-badge')).toBeHidden();
  });
  await closeContext(approverContext);

  await test.step("the applicant's message offers 登录, which opens the terminal for the asset and account", async () => {
    const applicantContext = await browser.newContext();
    const applicantPage = await applicantContext.newPage();
    await signIn(applicantPage, APPLICANT);
    const detail = await openStationMessage(applicantPage, '登录审批已同意');
    await expect(detail).toContainText('30 分钟');
    const opened = applicantContext.waitForEvent('page');
    await detail.getByRole('button', { name: '登录' }).click();
    const terminal = await opened;
    // The page drops the query once it has read it, so the tab, not the address, says what it opened.
    await expect(terminal).toHaveURL(/\/terminal/);
    await expect(terminal.getByRole('tab', { name: `${ASSET} · ops` })).toBeVisible();
    await closeContext(applicantContext);
  });
});

test('a held command: refused with a reason from the badge list; a withdrawn one shows the withdrawal', async ({
  page,
}) => {
  fileCommandApproval({
    applicant: APPLICANT.userName,
    approver: APPROVER.userName,
    assetId,
    accountId,
    command: 'rm -rf /var/lib/mysql',
  });
  const withdrawnAt = new Date(Date.now() - 60_000).toISOString();
  fileCommandApproval({
    applicant: APPLICANT.userName,
    approver: APPROVER.userName,
    assetId,
    accountId,
    command: 'shutdown -h now',
    status: 4,
    withdrawnAt,
  });
  await signIn(page, APPROVER);

  await test.step('the pending command opens from the badge and is refused with a reason', async () => {
    await page.getByRole('button', { name: '待审批' }).click();
    await page.getByRole('button', { name: /^命令审批 · appr_e2e_applicant/ }).click();
    const dialog = new ApprovalDialog(page);
    await expect(dialog.root).toBeVisible();
    await dialog.expectFact('命令', 'rm -rf /var/lib/mysql');
    await dialog.expectFact('网络代理', '无');
    await expect(dialog.root.getByRole('spinbutton')).toHaveCount(0);
    await dialog.choose('拒绝');
    await dialog.root.getByRole('textbox').fill('生产库，不可删除');
    await expect(dialog.root.getByText('8/99')).toBeVisible();
    await dialog.submit();
    await expectToast(page, '提交审批成功');
    await expect(dialog.root).toBeHidden();
  });

  await test.step('the withdrawn command hides the choice and says when it was withdrawn', async () => {
    const detail = await openStationMessage(page, '命令审批 shutdown -h now');
    await detail.getByRole('button', { name: '查看详情' }).click();
    const dialog = new ApprovalDialog(page);
    await expect(dialog.root).toBeVisible();
    await expect(dialog.root.getByText(/^申请人已于 .+ 撤回申请$/)).toBeVisible();
    await expect(dialog.root.getByRole('radio')).toHaveCount(0);
    await expect(dialog.root.getByRole('button', { name: '提交' })).toHaveCount(0);
    await expect(dialog.root.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'step');
  });
});
