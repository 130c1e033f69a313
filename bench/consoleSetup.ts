import { readCaptchaAnswer } from '../tests/support/captcha';

export const BENCH_ADMIN = { userName: 'benchadmin', nickName: 'Bench', password: 'Bench@gate2026' };

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/prod-api${path}`, init);
  return (await response.json()) as Envelope<T>;
}

/** Creates the first super administrator through the public set-up call. */
export async function initialise(baseUrl: string): Promise<void> {
  const reply = await api<unknown>(baseUrl, '/init', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...BENCH_ADMIN, passwordConfirm: BENCH_ADMIN.password }),
  });
  if (reply.code !== 200) throw new Error(`set-up failed: ${reply.code} ${reply.msg}`);
}

/** One whole password sign-in as the console does it: a captcha, read by "the person", then the login call. */
export async function signIn(baseUrl: string, dataDir: string, clientAddress: string): Promise<string> {
  const forwarded = { 'x-forwarded-for': clientAddress };
  const captcha = await api<{ uuid: string }>(baseUrl, '/ucenter/captcha', { headers: forwarded });
  const code = readCaptchaAnswer(dataDir, captcha.data.uuid);
  const reply = await api<{ token: string }>(baseUrl, '/ucenter/login/passwdLogin', {
    method: 'POST',
    headers: { ...forwarded, 'content-type': 'application/json', platform: 'WEB' },
    body: JSON.stringify({
      username: BENCH_ADMIN.userName,
      password: BENCH_ADMIN.password,
      code,
      uuid: captcha.data.uuid,
    }),
  });
  if (reply.code !== 200) throw new Error(`sign-in failed: ${reply.code} ${reply.msg}`);
  return reply.data.token;
}
