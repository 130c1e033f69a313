import { expect, it } from 'vitest';
import { ConfigKey } from '../../src/server/db/settingKeys';
import { setConfigValue } from '../../src/server/modules/settings/service';
import { ResponseCode } from '../../src/shared/codes';
import { nextIp } from './client';
import { ADMIN, attemptSignIn, createUser, ensureAdmin, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';
import { api } from './userApi';

/** A lockout that neither hands out a denial of service nor tells names apart. */

const wrongTimes = async (server: Parameters<typeof attemptSignIn>[0], name: string, ip: string, times: number) => {
  const bodies = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    bodies.push((await attemptSignIn(server, name, `Wrong#${attempt}x`, ip)).body);
  }
  return bodies;
};

describeEachDatabase('sign-in lockout', (server) => {
  it('wrong passwords from one address lock that address out, not the administrator elsewhere', async () => {
    await ensureAdmin(server());
    const attacker = nextIp();
    const codes = (await wrongTimes(server(), ADMIN.userName, attacker, 5)).map((body) => body.code);
    expect(codes).toEqual([...Array(4).fill(ResponseCode.badCredentials), ResponseCode.accountLocked]);
    expect((await attemptSignIn(server(), ADMIN.userName, ADMIN.password, attacker)).body.code).toBe(
      ResponseCode.accountLocked,
    );
    expect((await attemptSignIn(server(), ADMIN.userName, ADMIN.password, nextIp())).body.code).toBe(200);
    // A success elsewhere does not lift the attacker's lock.
    expect((await attemptSignIn(server(), ADMIN.userName, ADMIN.password, attacker)).body.code).toBe(
      ResponseCode.accountLocked,
    );
  });

  it('unknown, known and locked names get identical answers', async () => {
    await createUser(server(), { userName: 'known-one', password: 'Right#123' });
    const ip = nextIp();
    const known = await wrongTimes(server(), 'known-one', ip, 5);
    const unknown = await wrongTimes(server(), 'never-was-here', ip, 5);
    expect(unknown).toEqual(known);
    expect(known[4]).toMatchObject({
      code: ResponseCode.accountLocked,
      msg: '密码错误次数过多，账号已锁定，请 10 分钟后重试',
    });
    // Locked: the right password of the known name answers exactly like any password of the unknown one.
    const lockedKnown = await attemptSignIn(server(), 'known-one', 'Right#123', ip);
    const lockedUnknown = await attemptSignIn(server(), 'never-was-here', 'Right#123', ip);
    expect(lockedUnknown.body).toEqual(lockedKnown.body);
    expect(lockedKnown.status).toBe(lockedUnknown.status);
  });

  it('an unknown name costs the same password hash as a known one', async () => {
    await createUser(server(), { userName: 'timed-one', password: 'Right#123' });
    const timed = async (name: string) => {
      const started = performance.now();
      await attemptSignIn(server(), name, 'Wrong#123', nextIp());
      return performance.now() - started;
    };
    // Seven of each, taken in turn, so that a busy moment of a shared machine weighs on both names alike.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      knownTimes.push(await timed('timed-one'));
      unknownTimes.push(await timed('timed-nobody'));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3] ?? 0;
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    // scrypt dominates a known name's answer; without it an unknown name answers many times faster.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('a trusted address is never locked out', async () => {
    await ensureAdmin(server());
    await setConfigValue(server().db, ConfigKey.lockTrustedNetworks, '192.0.2.0/24, 2001:db8::/32');
    try {
      const trusted = '192.0.2.77';
      const codes = (await wrongTimes(server(), ADMIN.userName, trusted, 7)).map((body) => body.code);
      expect(codes).toEqual(Array(7).fill(ResponseCode.badCredentials));
      expect((await attemptSignIn(server(), ADMIN.userName, ADMIN.password, trusted)).body.code).toBe(200);
    } finally {
      await setConfigValue(server().db, ConfigKey.lockTrustedNetworks, '');
    }
  });

  it('an administrator unlocks a user locked out from any address', async () => {
    const admin = api(server(), await signInAdmin(server()));
    const { id } = await createUser(server(), { userName: 'fumble-two', password: 'Right#123' });
    const ip = nextIp();
    await wrongTimes(server(), 'fumble-two', ip, 5);
    expect((await attemptSignIn(server(), 'fumble-two', 'Right#123', ip)).body.code).toBe(ResponseCode.accountLocked);
    const listed = await admin.get('/ucenter/user/list', { userName: 'fumble-two' });
    expect(listed.body.rows?.[0]).toMatchObject({ lockedUntil: expect.any(String) });
    expect((await admin.post('/ucenter/user/unlock', { userIds: [id] })).body.code).toBe(200);
    expect((await attemptSignIn(server(), 'fumble-two', 'Right#123', ip)).body.code).toBe(200);
  });
});
