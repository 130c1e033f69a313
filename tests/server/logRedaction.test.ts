import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { maskQuery } from '../../src/server/plugins/logRedaction';
import { call } from './client';
import { signInAdmin } from './fixtures';
import { SQLITE_ONLY, startServer, type TestServer } from './harness';
import { storeSecrets } from './support/vaultSecrets';

/** Every line the server logs, as written. */
class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.lines.push(chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.lines.join('');
  }
}

let running: TestServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('log redaction', () => {
  it('masks secret-looking query parameters', () => {
    expect(maskQuery('/a?page=2&token=abc&newPassword=x&apiKey=')).toBe(
      '/a?page=2&token=[REDACTED]&newPassword=[REDACTED]&apiKey=[REDACTED]',
    );
    expect(maskQuery('/a')).toBe('/a');
    expect(maskQuery('/prod-api/ws/terminal?session_id=7&Authorization=eyJhbGc')).toBe(
      '/prod-api/ws/terminal?session_id=7&Authorization=[REDACTED]',
    );
  });

  for (const dialect of SQLITE_ONLY) {
    it(`keeps secrets out of request and error logs [${dialect}]`, async () => {
      const capture = new LogCapture();
      running = await startServer(dialect, { logger: { level: 'info', stream: capture } });
      const server = running;
      // Code that logs what it received, and a failure that carries a secret in its properties, as a
      // careless handler or a client library might.
      server.app.post('/prod-api/test/log-body', async (request) => {
        request.log.info({ body: request.body }, 'test: body received');
        return { ok: true };
      });
      server.app.post('/prod-api/test/fail', async () => {
        throw Object.assign(new Error('upstream refused the call'), {
          config: { auth: { password: 'LOGSECRET-err-password' } },
          privateKey: 'LOGSECRET-err-private-key',
        });
      });

      const stored = await storeSecrets(server, `log${dialect}`, 1);
      const token = await signInAdmin(server);
      await call(server.app, 'GET', '/setting-center/signInMethods', {
        token,
        query: { token: 'LOGSECRET-query-token', password: 'LOGSECRET-query-password', page: '1' },
      });
      await call(server.app, 'POST', '/test/log-body', {
        body: {
          userName: 'someone',
          password: 'LOGSECRET-body-password',
          account: { passphrase: 'LOGSECRET-body-passphrase', credentials: { secret: 'LOGSECRET-deep-secret' } },
          apiKey: 'LOGSECRET-body-api-key',
        },
      });
      const failed = await call(server.app, 'POST', '/test/fail', { body: {} });
      expect(failed.status).toBe(500);
      // A sealed value moved to another row: its error is logged, without the secret.
      const sealed = await server.db
        .selectFrom('config')
        .select('value')
        .where('key', '=', 'sys.signin.sms.apiKey')
        .executeTakeFirstOrThrow();
      await server.db
        .updateTable('config')
        .set({ value: sealed.value })
        .where('key', '=', 'sys.signin.email.password')
        .execute();
      await call(server.app, 'GET', '/setting-center/signInMethods', { token });

      const text = capture.text;
      expect(text).toContain('test: body received');
      expect(text).toContain('unhandled error');
      expect(text).toContain('a stored secret cannot be opened');
      expect(text).toContain('[REDACTED]');
      expect(text).toContain('someone');
      expect(text).not.toContain('LOGSECRET');
      for (const secret of [stored.smsApiKey, stored.emailPassword, ...stored.seeds.values(), token]) {
        expect(text).not.toContain(secret);
      }
    });
  }
});
