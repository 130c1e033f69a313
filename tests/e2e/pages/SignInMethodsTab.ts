import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './toast';

/** /setup → 登录方式: the sign-in methods and the SMTP provider. */
export class SignInMethodsTab {
  private readonly email: Locator;
  private readonly sms: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByRole('region', { name: '邮件服务（SMTP）' });
    this.sms = page.getByRole('region', { name: '短信服务（HTTP 接口）' });
  }

  /** SMS sign-in through a gateway at this URL, its API key sent in a header. */
  async enableSmsLogin(url: string, apiKey: string): Promise<void> {
    await this.sms.getByLabel('接口地址', { exact: true }).fill(url);
    await this.sms.getByLabel('API Key 请求头名称', { exact: true }).fill('X-Api-Key');
    await this.sms.getByLabel('API Key', { exact: true }).fill(apiKey);
    await this.page.getByRole('switch', { name: '短信验证码登录' }).check();
  }

  async open(): Promise<void> {
    await this.page.goto('/setup');
    await expect(this.page.getByRole('tab', { name: '登录方式' })).toHaveAttribute('aria-selected', 'true');
  }

  /** Switches QR-scan and key sign-in (security key + USB key) on or off. */
  async setScanAndKeyLogin(on: boolean): Promise<void> {
    for (const name of ['扫码登录（已登录的手机端扫描二维码）', '安全密钥与 USB Key 登录（个人中心仍可绑定密钥）']) {
      const toggle = this.page.getByRole('switch', { name });
      await (on ? toggle.check() : toggle.uncheck());
    }
  }

  async requireOtpAfterPassword(): Promise<void> {
    await this.page.getByRole('radio', { name: '动态口令', exact: true }).check();
  }

  async configureSmtp(smtp: { port: number; user: string; pass: string; from: string }): Promise<void> {
    await this.email.getByLabel('SMTP 服务器', { exact: true }).fill('127.0.0.1');
    await this.email.getByLabel('端口', { exact: true }).fill(String(smtp.port));
    await this.email.getByLabel('用户名', { exact: true }).fill(smtp.user);
    await this.email.getByLabel('密码', { exact: true }).fill(smtp.pass);
    await this.email.getByLabel('发件人地址', { exact: true }).fill(smtp.from);
  }

  async sendTestEmail(to: string): Promise<void> {
    await this.email.getByLabel('测试收件地址', { exact: true }).fill(to);
    await this.email.getByRole('button', { name: '发送测试邮件' }).click();
    await expectToast(this.page, '测试邮件已发送');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(this.page, '保存成功');
  }

  passwordPlaceholder(): Promise<string | null> {
    return this.email.getByLabel('密码', { exact: true }).getAttribute('placeholder');
  }
}
