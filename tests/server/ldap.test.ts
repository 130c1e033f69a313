import { Client } from 'ldapts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkSignInPassword } from '../../src/server/modules/ldap/authenticate';
import { ResponseCode } from '../../src/shared/codes';
import { UserSource, UserStatus } from '../../src/shared/enums';
import { PEOPLE_DN, SERVICE_PASSWORD, Slapd } from '../support/slapd';
import { SmtpCatcher } from '../support/smtpCatcher';
import { call, nextIp } from './client';
import { attemptSignIn, createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { ldapSettingsFor, PEOPLE, saveLdapSettings, syncAndWait } from './support/ldap';
import { saveSettings, settingsFor } from './support/signInSettings';

const SETTINGS = '/setting-center/ldap';

async function userRow(server: TestServer, userName: string) {
  return server.db.selectFrom('users').selectAll().where('user_name', '=', userName).executeTakeFirst();
}

describeEachDatabase('LDAP user source', (server) => {
  // Each database gets its own directory, since the tests change what the directory holds.
  const slapd = new Slapd(PEOPLE);
  const tlsSlapd = new Slapd([], { tls: true });
  const smtp = new SmtpCatcher();
  beforeAll(async () => {
    await slapd.start();
    await tlsSlapd.start();
    await smtp.start();
  });
  afterAll(async () => {
    await slapd.destroy();
    await tlsSlapd.destroy();
    await smtp.stop();
  });

  it('refuses settings that break the rules, with the §5 message for the address', async () => {
    const token = await signInAdmin(server());
    const badUrl = await call(server().app, 'PUT', SETTINGS, {
      token,
      body: ldapSettingsFor(slapd, { url: 'http://127.0.0.1:389' }),
    });
    expect(badUrl.body).toMatchObject({ code: 400, data: { field: 'url' } });
    expect(badUrl.body.msg).toContain('请输入正确的 LDAP 地址');
    for (const url of ['ldap://', 'ldaps://host:70000', 'ldap://host/dc=x', 'ldap://bad host']) {
      const result = await call(server().app, 'PUT', SETTINGS, { token, body: ldapSettingsFor(slapd, { url }) });
      expect(result.body.msg).toContain('请输入正确的 LDAP 地址');
    }
    const noPlaceholder = await call(server().app, 'PUT', SETTINGS, {
      token,
      body: ldapSettingsFor(slapd, { userFilter: '(uid=alice)' }),
    });
    expect(noPlaceholder.body).toMatchObject({ code: 400, data: { field: 'userFilter' } });
    expect(noPlaceholder.body.msg).toContain('{{username}}');
    const noBase = await call(server().app, 'PUT', SETTINGS, { token, body: ldapSettingsFor(slapd, { baseDn: '' }) });
    expect(noBase.body).toMatchObject({ code: 400, data: { field: 'baseDn' } });
    const badAttribute = await call(server().app, 'PUT', SETTINGS, {
      token,
      body: ldapSettingsFor(slapd, { attributes: { userName: 'u id', nickName: 'cn', email: '', phone: '' } }),
    });
    expect(badAttribute.body).toMatchObject({ code: 400, data: { field: 'attributes.userName' } });
    // Nothing of the refused edits was stored.
    const read = await call(server().app, 'GET', SETTINGS, { token });
    expect(read.body.data).toMatchObject({ enabled: false, url: '', bindPasswordSet: false });
  });

  it('seals the bind password, never answers it, keeps it when not retyped', async () => {
    const token = await signInAdmin(server());
    const saved = await call(server().app, 'PUT', SETTINGS, { token, body: ldapSettingsFor(slapd) });
    expect(saved.body).toMatchObject({ code: 200, data: { enabled: true, url: slapd.url, bindPasswordSet: true } });
    const read = await call(server().app, 'GET', SETTINGS, { token });
    expect(read.body.data).toMatchObject({ baseDn: PEOPLE_DN, bindPasswordSet: true });
    for (const text of [saved.text, read.text]) expect(text).not.toContain(SERVICE_PASSWORD);
    const rows = await server().db.selectFrom('config').select(['key', 'value']).execute();
    expect(rows.map((row) => row.value).join('\n')).not.toContain(SERVICE_PASSWORD);
    expect(rows.find((row) => row.key === 'sys.ldap.bindPassword')?.value).toMatch(/^v2\./);

    const { bindPassword: _omitted, ...withoutPassword } = ldapSettingsFor(slapd);
    await saveLdapSettings(server(), token, withoutPassword);
    const kept = await call(server().app, 'GET', SETTINGS, { token });
    expect(kept.body.data).toMatchObject({ bindPasswordSet: true });

    // Towards another server or account the stored password is not sent: it must be typed again.
    for (const change of [{ url: 'ldap://attacker.example.com:389' }, { bindDn: `cn=other,${PEOPLE_DN}` }]) {
      for (const path of [SETTINGS, `${SETTINGS}/test`]) {
        const moved = await call(server().app, path === SETTINGS ? 'PUT' : 'POST', path, {
          token,
          body: { ...withoutPassword, ...change },
        });
        expect(moved.body).toMatchObject({ code: 400, data: { field: 'bindPassword' } });
        expect(moved.body.msg).toContain('请重新输入绑定密码');
      }
    }
    expect((await call(server().app, 'GET', SETTINGS, { token })).body.data).toMatchObject({ url: slapd.url });

    // Someone without the settings permission reads nothing.
    await createUser(server(), { userName: 'ldap_reader', password: 'Reader@12345', permissions: [] });
    const other = await signIn(server(), 'ldap_reader', 'Reader@12345');
    expect((await call(server().app, 'GET', SETTINGS, { token: other })).body.code).toBe(ResponseCode.forbidden);
  });

  it('tests the connection with the settings as typed and says what is wrong', async () => {
    const token = await signInAdmin(server());
    const test = (change: Parameters<typeof ldapSettingsFor>[1]) =>
      call(server().app, 'POST', `${SETTINGS}/test`, { token, body: ldapSettingsFor(slapd, change) });

    const ok = await test({ enabled: false });
    expect(ok.body).toMatchObject({ code: 200, msg: 'LDAP 连接测试成功', data: { userCount: PEOPLE.length } });

    const badPassword = await test({ bindPassword: 'not-the-password' });
    expect(badPassword.body).toMatchObject({ code: ResponseCode.ldapServiceBindFailed, data: { field: 'bindDn' } });
    expect(badPassword.body.msg).toContain('服务账号');

    const badBase = await test({ baseDn: 'ou=nobody,dc=gatehouse,dc=test' });
    expect(badBase.body).toMatchObject({ code: ResponseCode.ldapBaseDnInvalid, data: { field: 'baseDn' } });
    expect(badBase.body.msg).toContain('ou=nobody,dc=gatehouse,dc=test');

    const closed = new Slapd([]);
    await closed.start();
    const closedUrl = closed.url;
    await closed.destroy();
    const unreachable = await test({ url: closedUrl });
    expect(unreachable.body).toMatchObject({ code: ResponseCode.ldapUnreachable, data: { field: 'url' } });
    expect(unreachable.body.msg).toContain('无法连接');

    // StartTLS against a self-signed certificate: refused while verifying, accepted when told not to.
    const tls = (verifyCertificate: boolean) =>
      call(server().app, 'POST', `${SETTINGS}/test`, {
        token,
        body: ldapSettingsFor(tlsSlapd, { security: 'startTls', verifyCertificate }),
      });
    expect((await tls(true)).body).toMatchObject({ code: ResponseCode.ldapTlsFailed });
    expect((await tls(false)).body).toMatchObject({ code: 200, data: { userCount: 0 } });

    // The test saved nothing.
    const read = await call(server().app, 'GET', SETTINGS, { token });
    expect(read.body.data).not.toMatchObject({ url: closedUrl });
  });

  it('previews, imports the selected users, then syncs everyone with the counts', async () => {
    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await createUser(server(), { userName: 'ldapclash', password: 'Local@12345' });

    const preview = await call(server().app, 'GET', `${SETTINGS}/users`, { token });
    const users = (preview.body.data as { users: { userName: string; state: string; phonenumber: string }[] }).users;
    const stateOf = (name: string) => users.find((user) => user.userName === name)?.state;
    expect(stateOf('ldapalice')).toBe('new');
    expect(stateOf('ldapclash')).toBe('local');
    expect(stateOf('ldap.dotted')).toBe('invalid');
    expect(users.find((user) => user.userName === 'ldapcarol')?.phonenumber).toBe('13900139002');

    const selected = await syncAndWait(server(), token, { all: false, userNames: ['ldapalice'] });
    expect(selected).toMatchObject({ total: 1, done: 1, created: 1, updated: 0, unchanged: 0, skipped: 0, locked: 0 });
    const alice = await userRow(server(), 'ldapalice');
    expect(alice).toMatchObject({
      user_source: UserSource.ldap,
      nick_name: 'Alice Directory',
      email: 'alice@example.com',
      phonenumber: '13800138001',
      status: UserStatus.normal,
    });

    const full = await syncAndWait(server(), token, { all: true });
    expect(full).toMatchObject({ total: 5, created: 2, updated: 0, unchanged: 1, skipped: 2, locked: 0 });
    expect(full.skippedUsers).toEqual(
      expect.arrayContaining([
        { userName: 'ldapclash', reason: 'ldapSkipLocalUser' },
        { userName: 'ldap.dotted', reason: 'ldapSkipBadName' },
      ]),
    );
    expect(await userRow(server(), 'ldapclash')).toMatchObject({ user_source: UserSource.local });

    // The directory changes: Alice's mail, Carol leaves.
    await slapd.setAttribute('ldapalice', 'mail', 'alice.new@example.com');
    await slapd.removePerson('ldapcarol');
    const resync = await syncAndWait(server(), token, { all: true });
    expect(resync).toMatchObject({ total: 4, created: 0, updated: 1, unchanged: 1, skipped: 2, locked: 1 });
    expect(await userRow(server(), 'ldapalice')).toMatchObject({ email: 'alice.new@example.com' });
    expect(await userRow(server(), 'ldapcarol')).toMatchObject({ status: UserStatus.locked });
    const again = await syncAndWait(server(), token, { all: true });
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, locked: 0 });

    const unknownRun = await call(server().app, 'GET', `${SETTINGS}/sync/status`, {
      token,
      query: { runId: '999999' },
    });
    expect(unknownRun.body.code).toBe(ResponseCode.notFound);
  });

  it('signs an LDAP user in with the directory password through the password sign-in', async () => {
    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await syncAndWait(server(), token, { all: false, userNames: ['ldapbob'] });

    const userToken = await signIn(server(), 'ldapbob', 'Bob-Dir-1');
    const info = await call(server().app, 'GET', '/ucenter/user/getLoginInfo', { token: userToken });
    expect(info.body.data).toMatchObject({
      userName: 'ldapbob',
      passwordExpireState: 'ok',
      mustChangePassword: false,
      userSource: 1,
    });
    const logged = await server()
      .db.selectFrom('login_logs')
      .selectAll()
      .where('user_name', '=', 'ldapbob')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged.status).toBe(1);

    // The same path answers POST /login too.
    const viaLogin = await attemptSignIn(server(), 'ldapbob', 'wrong-password');
    expect(viaLogin.body).toMatchObject({ code: ResponseCode.badCredentials });
  });

  it('never sends an empty password to the directory, though this directory accepts unauthenticated binds', async () => {
    const bob = `uid=ldapbob,${PEOPLE_DN}`;
    const probe = new Client({ url: slapd.url });
    await probe.bind(bob, ''); // the trap: success without a password
    await probe.unbind();

    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await syncAndWait(server(), token, { all: false, userNames: ['ldapbob'] });
    const user = await userRow(server(), 'ldapbob');
    if (!user) throw new Error('ldapbob was not imported');
    expect(await checkSignInPassword(server().app.gatehouse, user, '')).toBe(false);
    const empty = await attemptSignIn(server(), 'ldapbob', '');
    expect(empty.body).toMatchObject({ code: 400, msg: expect.stringContaining('密码'), data: { field: 'password' } });
  });

  it('refuses a wrong password and a user the directory does not have, and locks after repeated failures', async () => {
    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await syncAndWait(server(), token, { all: false, userNames: ['ldapalice'] });

    const ghost = await call(server().app, 'POST', '/ucenter/user/add', {
      token,
      headers: { platform: 'WEB' },
      body: { userName: 'ldapghost', nickName: 'Ghost', userSource: UserSource.ldap },
    });
    expect(ghost.body.code).toBe(200);
    const unknown = await attemptSignIn(server(), 'ldapghost', 'Whatever-1');
    expect(unknown.body).toMatchObject({ code: ResponseCode.badCredentials });

    const ip = nextIp();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const wrong = await attemptSignIn(server(), 'ldapalice', `wrong-${attempt}`, ip);
      expect(wrong.body).toMatchObject({ code: ResponseCode.badCredentials });
    }
    const locked = await attemptSignIn(server(), 'ldapalice', 'wrong-5', ip);
    expect(locked.body).toMatchObject({ code: ResponseCode.accountLocked });
    // Locked out from that address: even the right directory password waits for the window to pass.
    const right = await attemptSignIn(server(), 'ldapalice', 'Alice-Dir-1', ip);
    expect(right.body).toMatchObject({ code: ResponseCode.accountLocked });
    server().clock.advance(11 * 60_000);
    expect((await attemptSignIn(server(), 'ldapalice', 'Alice-Dir-1', ip)).body).toMatchObject({ code: 200 });
  });

  it('says the directory is unreachable instead of calling the password wrong, and counts no failure', async () => {
    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await syncAndWait(server(), token, { all: false, userNames: ['ldapbob'] });
    await server()
      .db.updateTable('users')
      .set({ failed_attempts: 0, locked_until: null })
      .where('user_name', '=', 'ldapbob')
      .execute();

    await slapd.stop();
    try {
      const down = await attemptSignIn(server(), 'ldapbob', 'Bob-Dir-1');
      expect(down.body).toMatchObject({ code: ResponseCode.ldapUnreachable });
      expect(down.body.msg).toContain('LDAP 目录服务暂时无法连接');
      expect(await userRow(server(), 'ldapbob')).toMatchObject({ failed_attempts: 0 });
      const logged = await server()
        .db.selectFrom('login_logs')
        .selectAll()
        .where('user_name', '=', 'ldapbob')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(logged).toMatchObject({ status: 2, msg: 'ldapSignInUnavailable' });
    } finally {
      await slapd.start();
    }
    expect((await attemptSignIn(server(), 'ldapbob', 'Bob-Dir-1')).body).toMatchObject({ code: 200 });

    // Switched off: LDAP users cannot sign in, and are told why.
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd, { enabled: false }));
    const off = await attemptSignIn(server(), 'ldapbob', 'Bob-Dir-1');
    expect(off.body).toMatchObject({ code: ResponseCode.ldapNotEnabled });
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
  });

  it('applies the account state rules: a locked LDAP user does not sign in', async () => {
    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await syncAndWait(server(), token, { all: false, userNames: ['ldapbob'] });
    await server()
      .db.updateTable('users')
      .set({ status: UserStatus.locked })
      .where('user_name', '=', 'ldapbob')
      .execute();
    try {
      const result = await attemptSignIn(server(), 'ldapbob', 'Bob-Dir-1');
      expect(result.body).toMatchObject({ code: ResponseCode.accountLocked });
    } finally {
      await server()
        .db.updateTable('users')
        .set({ status: UserStatus.normal })
        .where('user_name', '=', 'ldapbob')
        .execute();
    }
  });

  it('refuses local password operations for LDAP users, naming the directory', async () => {
    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await syncAndWait(server(), token, { all: false, userNames: ['ldapbob'] });
    const bobToken = await signIn(server(), 'ldapbob', 'Bob-Dir-1');
    const change = { oldPassword: 'Bob-Dir-1', passwordNew: 'New-Pass-12', passwordConfirm: 'New-Pass-12' };
    const own = await call(server().app, 'POST', '/ucenter/user/updateOwnPasswd', { token: bobToken, body: change });
    expect(own.body).toMatchObject({ code: ResponseCode.ldapUserNoPassword });
    expect(own.body.msg).toContain('LDAP 目录');
    const forced = await call(server().app, 'POST', '/ucenter/forceUpdatePasswd', {
      token: bobToken,
      body: change,
      headers: { platform: 'WEB' },
    });
    expect(forced.body).toMatchObject({ code: ResponseCode.ldapUserNoPassword });

    const bob = await userRow(server(), 'ldapbob');
    const reset = await call(server().app, 'POST', '/ucenter/user/resetPasswd', {
      token,
      body: { userId: bob?.id, generate: true },
    });
    expect(reset.body).toMatchObject({ code: ResponseCode.ldapUserNoPassword });
    // The directory password still works: nothing local was set.
    expect((await attemptSignIn(server(), 'ldapbob', 'Bob-Dir-1')).body).toMatchObject({ code: 200 });
  });

  it('refuses the forgotten-password reset of an LDAP user once the code proves the mailbox', async () => {
    const token = await signInAdmin(server());
    await saveSettings(server(), token, settingsFor('http://127.0.0.1:9/sms', smtp.port, { smsLogin: false }));
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    await syncAndWait(server(), token, { all: false, userNames: ['ldapbob'] });
    const sent = await call(server().app, 'GET', '/ucenter/getUpdatePasswdCode', {
      query: { username: 'ldapbob', channel: 'email' },
      ip: nextIp(),
    });
    expect(sent.body.code).toBe(200);
    const code = await smtp.codeFor('bob@example.com');
    const verified = await call(server().app, 'POST', '/ucenter/verifyUpdatePasswdCode', {
      body: { username: 'ldapbob', channel: 'email', code },
      ip: nextIp(),
    });
    expect(verified.body).toMatchObject({ code: ResponseCode.ldapUserNoPassword });
    expect(verified.body.msg).toContain('LDAP 目录');
  });

  it('records a sync that cannot reach the directory as failed, changing nobody', async () => {
    const token = await signInAdmin(server());
    await saveLdapSettings(server(), token, ldapSettingsFor(slapd));
    const before = await server().db.selectFrom('users').select(['user_name', 'status']).orderBy('id').execute();
    await slapd.stop();
    try {
      const run = await syncAndWait(server(), token, { all: true });
      expect(run.error).toMatch(/^ldapUnreachable/);
      expect(run).toMatchObject({ created: 0, updated: 0, locked: 0 });
    } finally {
      await slapd.start();
    }
    const after = await server().db.selectFrom('users').select(['user_name', 'status']).orderBy('id').execute();
    expect(after).toEqual(before);
  });
});
