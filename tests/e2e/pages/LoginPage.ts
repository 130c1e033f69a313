import { expect, type Page, type Request } from '@playwright/test';
import { readCaptchaAnswer } from '../../support/captcha';
import { E2E_DATA_DIR } from '../env';

export class LoginPage {
  private readonly captchas: ShownCaptchas;

  /** dataDir: where the server under test keeps its database (a spec with its own server passes its own). */
  constructor(
    private readonly page: Page,
    private readonly dataDir = E2E_DATA_DIR,
  ) {
    this.captchas = captchasOf(page);
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
    this.captchas.latestUuid = undefined;
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
      const isSignIn = (url: string) => url.includes('/prod-api/ucenter/login/passwdLogin');
      let sent = false;
      const noteSent = (request: Request) => {
        if (isSignIn(request.url())) sent = true;
      };
      this.page.on('request', noteSent);
      const answer = this.page
        .waitForResponse((response) => isSignIn(response.url()), {
          timeout: 15_000,
        })
        // A sign-in that worked loads the console at once, which may leave the body unreadable: still an answer.
        .then((response) => (response.json() as Promise<{ msg?: string }>).catch(() => ({ msg: undefined })))
        .catch(() => null);
      this.forgetCaptcha();
      await this.page.getByRole('button', { name: '登 录' }).click();
      const body = await answer;
      this.page.off('request', noteSent);
      if (!body) {
        const what = sent ? 'the sign-in got no answer within 15 s' : 'no sign-in request left the page';
        // A click the page did not take (it was still settling, e.g. on a cold server's first visit): a person
        // clicks again; the form is read afresh with a fresh captcha.
        if (!sent && attempt < 3) {
          await this.open();
          continue;
        }
        throw new Error(`${what}; the form showed ${await this.formState()}`);
      }
      if (attempt < 3 && STALE_CAPTCHA.test(body.msg ?? '')) continue;
      return;
    }
  }

  /** What the form showed, for a failure message: the fields' values, its messages and the button. */
  private async formState(): Promise<string> {
    return this.page
      .locator('form')
      .first()
      .evaluate((form) => {
        const fields = [...form.querySelectorAll('input')].map((input) =>
          input.type === 'password'
            ? `password: ${input.value.length} characters`
            : `${input.name || input.placeholder}: "${input.value}"`,
        );
        const button = form.querySelector('button[type="submit"]');
        return `${fields.join(', ')}; text: "${form.textContent ?? ''}"; button ${button?.hasAttribute('disabled') ? 'disabled' : 'enabled'}`;
      })
      .catch((error: unknown) => `unreadable (${String(error)})`);
  }

  private async shownCaptcha(): Promise<string> {
    await this.page.getByRole('img', { name: '验证码图片，点击刷新' }).waitFor();
    // The image can show before the response listener above has read the body: wait for the uuid too.
    await expect.poll(() => this.captchas.latestUuid, { message: 'the sign-in page showed no captcha' }).toBeTruthy();
    const uuid = this.captchas.latestUuid;
    if (!uuid) throw new Error('the sign-in page showed no captcha');
    return uuid;
  }
}

interface ShownCaptchas {
  latestUuid: string | undefined;
}

/**
 * The captchas a page was sent, read from the server's answers. One record per page, listening from the
 * first LoginPage made for it: a second LoginPage on the same page (one opens /login, another signs in)
 * must still know the captcha that arrived before it was made.
 */
const captchasByPage = new WeakMap<Page, ShownCaptchas>();

function captchasOf(page: Page): ShownCaptchas {
  const known = captchasByPage.get(page);
  if (known) return known;
  const captchas: ShownCaptchas = { latestUuid: undefined };
  captchasByPage.set(page, captchas);
  page.on('response', async (response) => {
    if (!response.url().includes('/prod-api/ucenter/captcha')) return;
    try {
      const body = (await response.json()) as { data: { uuid: string } };
      captchas.latestUuid = body.data.uuid;
    } catch {
      // The page navigated away before the body was read: that captcha is never shown, so never needed.
    }
  });
  return captchas;
}

/** A navigation the console's own reload overtook. */
const NAVIGATION_OVERTAKEN = /interrupted by another navigation|Not attached to an active page|net::ERR_ABORTED/;

/** The server's answer to a captcha that was replaced or timed out (spec §8 texts). */
const STALE_CAPTCHA = /^验证码(错误|已过期)/;
