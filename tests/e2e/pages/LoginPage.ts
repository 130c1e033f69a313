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

  /**
   * Opens /login. Right after a sign-out the console may reload by itself (a late 401 clears the session and
   * reloads), which aborts this navigation; that reload lands on /login as well, so it counts as opened.
   */
  async open(): Promise<void> {
    this.forgetCaptcha();
    await this.page.goto('/login').catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : '';
      if (!NAVIGATION_OVERTAKEN.test(message)) throw error;
      await this.page.waitForURL(/\/login/);
    });
  }

  /** Before the sign-in page loads again (a link, a sign-out): the captcha read earlier is void. */
  forgetCaptcha(): void {
    this.latestCaptchaUuid = undefined;
  }

  /**
   * Reads the captcha shown right now, as a person would, and signs in. When the console replaced the
   * captcha just as it was read (a reload after a late 401 draws a new one), the server answers that the
   * captcha is wrong or expired and shows a fresh one: like a person, try again with that one (twice at most).
   */
  async signIn(userName: string, password: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const uuid = await this.shownCaptcha();
      await this.page.getByRole('textbox', { name: '用户名', exact: true }).fill(userName);
      await this.page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
      await this.page.getByRole('textbox', { name: '验证码', exact: true }).fill(readCaptchaAnswer(this.dataDir, uuid));
      const answer = this.page
        .waitForResponse((response) => response.url().includes('/prod-api/ucenter/login/passwdLogin'), {
          timeout: 15_000,
        })
        .then((response) => response.json() as Promise<{ msg?: string }>)
        .catch(() => null);
      this.forgetCaptcha();
      await this.page.getByRole('button', { name: '登 录' }).click();
      const body = await answer;
      if (attempt < 3 && body && STALE_CAPTCHA.test(body.msg ?? '')) continue;
      return;
    }
  }

  private async shownCaptcha(): Promise<string> {
    await this.page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    // The image can show before the response listener above has read the body: wait for the uuid too.
    await expect.poll(() => this.latestCaptchaUuid, { message: 'the sign-in page showed no captcha' }).toBeTruthy();
    const uuid = this.latestCaptchaUuid;
    if (!uuid) throw new Error('the sign-in page showed no captcha');
    return uuid;
  }
}

/** A navigation the console's own reload overtook. */
const NAVIGATION_OVERTAKEN = /interrupted by another navigation|Not attached to an active page|net::ERR_ABORTED/;

/** The server's answer to a captcha that was replaced or timed out (spec §8 texts). */
const STALE_CAPTCHA = /^验证码(错误|已过期)/;
