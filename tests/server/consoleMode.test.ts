import { expect, it } from 'vitest';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

/** Spec §2 Modes: each user's console mode is kept on the server and answered with the session. */
describeEachDatabase('console mode per user', (server) => {
  it('keeps manage or use per user, and refuses anything else naming the field', async () => {
    await signInAdmin(server());
    await createUser(server(), { userName: 'mode_a', permissions: [] });
    await createUser(server(), { userName: 'mode_b', permissions: [] });
    const a = await signIn(server(), 'mode_a', 'Passw0rd!x');
    const b = await signIn(server(), 'mode_b', 'Passw0rd!x');
    const modeOf = async (token: string) =>
      ((await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token })).body.data as { consoleMode: string })
        .consoleMode;
    expect(await modeOf(a)).toBe('manage');
    const set = await call(server().app, 'PUT', '/ucenter/user/consoleMode', {
      token: a,
      body: { consoleMode: 'use' },
    });
    expect(set.body.code).toBe(200);
    expect(await modeOf(a)).toBe('use');
    expect(await modeOf(await signIn(server(), 'mode_a', 'Passw0rd!x'))).toBe('use');
    expect(await modeOf(b)).toBe('manage');
    const bad = await call(server().app, 'PUT', '/ucenter/user/consoleMode', {
      token: a,
      body: { consoleMode: 'root' },
    });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'consoleMode' } });
  });
});
