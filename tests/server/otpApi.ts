import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { call } from './client';
import type { TestServer } from './harness';

/** What the authenticator app shows at the server's current time (the test clock), `steps` periods away. */
export function otpCodeAt(server: TestServer, secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: server.clock.now().getTime() + steps * 30_000 });
}

/** Binds an authenticator app to the signed-in user (user centre); answers its secret. */
export async function bindOtp(server: TestServer, token: string): Promise<string> {
  const started = await call(server.app, 'POST', '/ucenter/user/otpBind/start', { token });
  expect(started.body.code).toBe(200);
  const { secret } = started.body.data as { secret: string };
  const confirmed = await call(server.app, 'POST', '/ucenter/user/otpBind/confirm', {
    token,
    body: { code: otpCodeAt(server, secret) },
  });
  expect(confirmed.body).toMatchObject({ code: 200, msg: '动态口令绑定成功' });
  return secret;
}
