import { expect, type Locator, type Page } from '@playwright/test';
import { readCaptchaAnswer } from '../../support/captcha';
import { expectToast } from './toast';

/** /setup → 登录方式 → 单点登录（OpenID Connect）: the provider settings and the switch. */
export class SsoSettings {
  private readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: '单点登录（OpenID Connect）' });
  }

  redirectUri(): Locator {
    return this.form.getByLabel('回调地址（Redirect URI）');
  }

  async configure(provider: { issuer: string; clientId: string; clientSecret: string; buttonLabel: string }) {
    await this.form.getByLabel('身份提供方地址（Issuer）', { exact: true }).fill(provider.issuer);
    await this.form.getByRole('button', { name: '测试发现' }).click();
    await expect(this.form.getByText(`已读取身份提供方配置：${provider.issuer}`)).toBeVisible();
    await this.form.getByLabel('客户端 ID', { exact: true }).fill(provider.clientId);
    await this.form.getByLabel('客户端密钥', { exact: true }).fill(provider.clientSecret);
    await this.form.getByLabel('登录按钮文字（留空为“单点登录”）', { exact: true }).fill(provider.buttonLabel);
    await this.form.getByRole('button', { name: '保存单点登录配置' }).click();
    await expectToast(this.page, '保存成功');
    await expect(this.form.getByLabel('客户端密钥', { exact: true })).toHaveAttribute(
      'placeholder',
      '已设置，留空则不修改',
    );
  }

  async enable(): Promise<void> {
    // The provider's "保存成功" must be gone first, or it would answer for this save too.
    await expect(this.page.locator('.fui-ToastTitle')).toHaveCount(0, { timeout: 15_000 });
    await this.page.getByRole('switch', { name: '单点登录（OpenID Connect，需先在下方配置身份提供方）' }).check();
    await this.page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(this.page, '保存成功');
  }
}

/** The provider's own pages (oidc-provider's sign-in and consent forms). */
export async function signInAtProvider(page: Page, account: string): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(account);
  await page.getByPlaceholder('and password').fill('idp-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** /bind: shows the external identity and links it with the Gatehouse user name, password and captcha. */
export class BindPage {
  private latestCaptchaUuid: string | undefined;

  constructor(
    private readonly page: Page,
    private readonly dataDir: string,
  ) {
    page.on('response', async (response) => {
      if (!response.url().includes('/prod-api/ucenter/captcha')) return;
      try {
        this.latestCaptchaUuid = ((await response.json()) as { data: { uuid: string } }).data.uuid;
      } catch {
        // The page navigated away before the body was read: that captcha was never shown.
      }
    });
  }

  identity(): Locator {
    return this.page.getByRole('definition');
  }

  async link(userName: string, password: string): Promise<void> {
    await this.page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    // The last captcha the page fetched is the one it shows: on a loaded machine a second fetch can land late.
    await this.page.waitForLoadState('networkidle');
    await expect.poll(() => this.latestCaptchaUuid).toBeTruthy();
    const uuid = this.latestCaptchaUuid ?? '';
    this.latestCaptchaUuid = undefined;
    await this.page.getByRole('textbox', { name: '用户名', exact: true }).fill(userName);
    await this.page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
    await this.page.getByRole('textbox', { name: '验证码', exact: true }).fill(readCaptchaAnswer(this.dataDir, uuid));
    await this.page.getByRole('button', { name: '绑定并登录' }).click();
  }
}
