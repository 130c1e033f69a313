import type { Page } from '@playwright/test';
import { readCaptchaAnswer } from '../../support/captcha';
import { E2E_DATA_DIR, E2E_PORT } from '../env';

interface Credentials {
  userName: string;
  password: string;
}

interface Server {
  baseUrl: string;
  dataDir: string;
}

const sharedServer: Server = { baseUrl: `http://127.0.0.1:${E2E_PORT}`, dataDir: E2E_DATA_DIR };

/**
 * Signs a page's browser context in as the console does after a password sign-in, without the sign-in page: the
 * password sign-in over the API (the captcha read as a person would), its token set as the console's Admin-Token
 * cookie, then `path` opened when given ('/' lands where the console sends that user; without a path the caller
 * opens the page it is about). For specs about what comes after
 * signing in: the sign-in pages have their own specs (console, signin-methods, keys, sso, usb-key), and a UI
 * sign-in costs every other test a sign-in page and a landing page it never looks at.
 */
export async function signInByToken(
  page: Page,
  user: Credentials,
  path?: string,
  server: Server = sharedServer,
): Promise<string> {
  const token = await passwordToken(user, server);
  await leaveConsole(page);
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: server.baseUrl, sameSite: 'Strict' }]);
  if (path !== undefined) await page.goto(new URL(path, server.baseUrl).toString());
  return token;
}

/** Navigations a console just signed out of may still start on its own (to /login); each one is let finish first. */
const NAVIGATION_RACES_ALLOWED = 3;

/**
 * A console still open in the page (just signed out, say) could clear the new cookie with a late 401: the page
 * leaves it first. Its own pending navigation can interrupt that departure, which is then waited out and retried.
 */
async function leaveConsole(page: Page): Promise<void> {
  for (let race = 0; page.url() !== 'about:blank'; race++) {
    try {
      await page.goto('about:blank');
    } catch (error) {
      if (race >= NAVIGATION_RACES_ALLOWED || !/interrupted by another navigation/.test(String(error))) throw error;
      await page.waitForLoadState();
    }
  }
}

async function passwordToken(user: Credentials, server: Server): Promise<string> {
  const { uuid } = await call<{ uuid: string }>(server, '/ucenter/captcha');
  const { token } = await call<{ token: string }>(server, '/ucenter/login/passwdLogin', {
    username: user.userName,
    password: user.password,
    uuid,
    code: readCaptchaAnswer(server.dataDir, uuid),
  });
  return token;
}

async function call<T>(server: Server, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/prod-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', platform: 'WEB' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`sign-in by token: ${path} answered ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
