import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSshAccount, connectSsh, type SshEndpoint } from '../../src/server/bastion/ssh';
import { PasswordCheck } from '../../src/shared/rules/passwordCheck';
import { ensureTestUsers, JumpTopology, TEST_USERS } from '../support/sshd';
import { expectNoSecret } from './support/sshSecrets';

let net: JumpTopology;

beforeAll(async () => {
  await ensureTestUsers();
  net = await JumpTopology.start({ users: [TEST_USERS.password.name] });
});

afterAll(async () => {
  await net?.stop();
});

const jumpHost = (password: string = TEST_USERS.jump.password): SshEndpoint => ({
  host: net.jump.host,
  port: net.jump.port,
  username: TEST_USERS.jump.name,
  credential: { kind: 'password', password },
  knownHostKey: net.jump.hostKey.fingerprint,
});
const innerAccount = () => ({
  ...net.innerFromJump,
  username: TEST_USERS.password.name,
  accountKind: 'password' as const,
  credential: { kind: 'password' as const, password: TEST_USERS.password.password },
  knownHostKey: net.inner.hostKey.fingerprint,
  readyTimeoutMs: 5000,
});

describe('network proxy (jump host) chain', () => {
  it('the inner target cannot be reached directly from Gatehouse', async () => {
    const outcome = await checkSshAccount(innerAccount());
    expect(outcome).toMatchObject({ result: PasswordCheck.abnormal, reason: 'refused' });
    expect(outcome.hop).toBeUndefined();
  });

  it('through the jump host the inner target is reached and logged in to', async () => {
    const outcome = await checkSshAccount({ ...innerAccount(), jumpHosts: [jumpHost()] });
    expect(outcome.result).toBe(PasswordCheck.correct);
    expect(outcome.hostKey).toEqual(net.inner.hostKey);
    expect(outcome.jumpHostKeys).toEqual([net.jump.hostKey]);
  });

  it('the connection through the jump host runs commands on the inner host', async () => {
    const connection = await connectSsh({ ...innerAccount(), jumpHosts: [jumpHost()] });
    try {
      const output = await new Promise<string>((resolve, reject) => {
        connection.client.exec('id -un', (error, stream) => {
          if (error) return reject(error);
          let text = '';
          stream.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          stream.on('close', () => resolve(text.trim()));
        });
      });
      expect(output).toBe(TEST_USERS.password.name);
    } finally {
      connection.close();
    }
  });

  it('a wrong jump host password is abnormal, naming hop 1, and never shows either password', async () => {
    const outcome = await checkSshAccount({ ...innerAccount(), jumpHosts: [jumpHost('Wrong-jump-pass-3')] });
    expect(outcome).toMatchObject({ result: PasswordCheck.abnormal, reason: 'authRejected', hop: 1 });
    const error = await connectSsh({ ...innerAccount(), jumpHosts: [jumpHost('Wrong-jump-pass-3')] }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ kind: 'authRejected', hop: 1, isProxyFailure: true });
    expect((error as { describe(lang: 'zh' | 'en'): string }).describe('zh')).toContain('跳板机 1');
    expect((error as { describe(lang: 'zh' | 'en'): string }).describe('en')).toContain('Jump host 1');
    expectNoSecret(outcome, ['Wrong-jump-pass-3', TEST_USERS.password.password]);
    expectNoSecret(error, ['Wrong-jump-pass-3', TEST_USERS.password.password]);
  });

  it('an inner port nothing listens on is abnormal at the target, not at the jump host', async () => {
    const outcome = await checkSshAccount({
      ...innerAccount(),
      port: net.inner.port + 1,
      jumpHosts: [jumpHost()],
    });
    expect(outcome).toMatchObject({ result: PasswordCheck.abnormal, reason: 'unreachable' });
    expect(outcome.hop).toBeUndefined();
  });

  it('a changed jump host key is refused at hop 1 before the inner target is tried', async () => {
    const outcome = await checkSshAccount({
      ...innerAccount(),
      jumpHosts: [{ ...jumpHost(), knownHostKey: net.inner.hostKey.fingerprint }],
    });
    expect(outcome).toMatchObject({
      result: PasswordCheck.abnormal,
      reason: 'hostKeyChanged',
      hop: 1,
      hostKeyChange: { expected: net.inner.hostKey.fingerprint, presented: net.jump.hostKey.fingerprint },
    });
  });

  it('two jump hosts chain: the second hop is reached through the first', async () => {
    // The jump host reaches itself on its veth address; a chain of two proves each hop rides on the previous.
    const outcome = await checkSshAccount({ ...innerAccount(), jumpHosts: [jumpHost(), jumpHost()] });
    expect(outcome.result).toBe(PasswordCheck.correct);
    expect(outcome.jumpHostKeys).toHaveLength(2);
  });
});
