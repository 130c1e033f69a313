import { expect, it } from 'vitest';
import type { MySession } from '../../src/shared/api/mySessions';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

describeEachDatabase('sessions of mine', (server) => {
  it('lists live sign-ins, marks the current one and signs out one or all others', async () => {
    await signInAdmin(server());
    await createUser(server(), { userName: 'roamer', permissions: [] });
    const laptop = await signIn(server(), 'roamer', 'Passw0rd!x');
    const phone = await signIn(server(), 'roamer', 'Passw0rd!x');
    const tablet = await signIn(server(), 'roamer', 'Passw0rd!x');
    const mine = (token: string) => call(server().app, 'GET', '/ucenter/user/mySessions', { token });
    const alive = async (token: string) =>
      (await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token })).body.code === 200;

    const listed = (await mine(laptop)).body.data as MySession[];
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(listed[0]).toMatchObject({ ip: expect.stringMatching(/^10\./), createTime: expect.any(String) });

    const phoneId = ((await mine(phone)).body.data as MySession[]).find((session) => session.isCurrent)?.sessionId;
    const one = await call(server().app, 'POST', '/ucenter/user/mySessions/signOut', {
      token: laptop,
      body: { sessionId: phoneId },
    });
    expect(one.body).toMatchObject({ code: 200, msg: '已退出该会话' });
    expect(await alive(phone)).toBe(false);
    expect(await alive(laptop)).toBe(true);

    const others = await call(server().app, 'POST', '/ucenter/user/mySessions/signOutOthers', { token: laptop });
    expect(others.body).toMatchObject({ code: 200, data: { signedOut: 1 } });
    expect(await alive(tablet)).toBe(false);
    expect(await alive(laptop)).toBe(true);
    expect((await mine(laptop)).body.data).toHaveLength(1);
  });

  it("cannot end another user's sign-in and refuses bad ids", async () => {
    const adminToken = await signInAdmin(server());
    await createUser(server(), { userName: 'neighbour', permissions: [] });
    const token = await signIn(server(), 'neighbour', 'Passw0rd!x');
    const adminSession = (
      (await call(server().app, 'GET', '/ucenter/user/mySessions', { token: adminToken })).body.data as MySession[]
    ).find((session) => session.isCurrent);
    const attempt = await call(server().app, 'POST', '/ucenter/user/mySessions/signOut', {
      token,
      body: { sessionId: adminSession?.sessionId },
    });
    expect(attempt.body).toMatchObject({ code: 404, msg: '会话不存在或已结束' });
    expect((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: adminToken })).body.code).toBe(200);
    const bad = await call(server().app, 'POST', '/ucenter/user/mySessions/signOut', {
      token,
      body: { sessionId: 'x' },
    });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'sessionId' } });
    const missing = await call(server().app, 'POST', '/ucenter/user/mySessions/signOut', { token, body: {} });
    expect(missing.body).toMatchObject({ code: 400, msg: 'sessionId不能为空' });
    expect((await call(server().app, 'GET', '/ucenter/user/mySessions')).body.code).toBe(401);
  });
});
