import { expect, type Page } from '@playwright/test';
import { readCaptchaAnswer } from '../../support/captcha';
import { E2E_DATA_DIR } from '../env';

export class LoginPage {
  private latestCaptchaUuid: string | undefined;

  /** dataDir: where the server under test keeps its database (a spec with its own server passes its own). */
  constructor(
    private readonly page: Page,
    private readonly dataDir = E2E_DATA_DIR,
  ) {
    page.on('response', async (response) => {
      if (!response.url().includes('/prod-api/ucenter/captcha')) return;
      try {
        const body = (await response.json()) as { data: { uuid: string } };
        this.latestCaptchaUuid = body.data.uuid;
      } catch {
        // The page navigated away before the body was read: that captcha is never shown, so never needed.
      }
    });
  }

  async open(): Promise<void> {
    this.forgetCaptcha();
    await this.page.goto('/login');
  }

  /** Before the sign-in page loads again (a link, a sign-out): the captcha read earlier is void. */
  forgetCaptcha(): void {
    this.latestCaptchaUuid = undefined;
  }

  /** Reads the captcha shown right now, as a person would, and signs in. */
  async signIn(userName: string, password: string): Promise<void> {
    await this.page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    // The image can show before the response listener above has read the body: wait for the uuid too.
    await expect.poll(() => this.latestCaptchaUuid, { message: 'the sign-in page showed no captcha' }).toBeTruthy();
    const uuid = this.latestCaptchaUuid;
    if (!uuid) throw new Error('the sign-in page showed no captcha');
    await this.page.getByRole('textbox', { name: '用户名', exact: true }).fill(userName);
    await this.page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
    await this.page.getByRole('textbox', { name: '验证码', exact: true }).fill(readCaptchaAnswer(this.dataDir, uuid));
    await this.page.getByRole('button', { name: '登 录' }).click();
  }
}
