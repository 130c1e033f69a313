import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { HomeOverview } from '../../src/shared/api/home';
import { LoginResult, SessionState } from '../../src/shared/api/terminal';
import { ApprovalStatus } from '../../src/shared/rules/approvalRules';
import { AgentStatus } from '../../src/shared/rules/proxyStates';
import { TaskExecution } from '../../src/shared/rules/taskRules';
import { plainUser } from './accessFixtures';
import { addAsset, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { grant } from './grantApi';
import { describeEachDatabase, type TestServer } from './harness';
import { insertProxyRow } from './proxyRows';

const IP = '10.9.0.1';

async function overview(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh'): Promise<HomeOverview> {
  const result = await call(server.app, 'GET', '/home/overview', { token, ip: IP, lang });
  expect(result.body.code).toBe(200);
  return result.body.data as HomeOverview;
}

async function assetNamed(server: TestServer, admin: string, assetName: string) {
  const linux = (await platformIdByName(server, admin, 'Linux')).platformId;
  return (await addAsset(server, admin, linuxAsset(linux, { assetName }))).assetId;
}

let minute = 0;
/** A session row as the gateway writes it, a minute after the previous one. */
async function session(server: TestServer, userId: number, assetId: number, assetName: string, state: number) {
  minute += 1;
  const started = new Date(server.clock.now().getTime() - 3_600_000 + minute * 60_000).toISOString();
  const { id } = await server.db
    .insertInto('terminal_sessions')
    .values({
      user_id: userId,
      user_name: `user${userId}`,
      nick_name: `user${userId}`,
      asset_id: assetId,
      asset_name: assetName,
      address: '192.0.2.10',
      port: 22,
      protocol: 'SSH',
      account_id: 1,
      account_name: 'root',
      proxy_name: null,
      encoding: 'UTF-8',
      client_ip: IP,
      node_id: 'elsewhere',
      state,
      login_result: LoginResult.success,
      failure_reason: null,
      end_reason: state === SessionState.finished ? 'userClosed' : null,
      terminated_by: null,
      exit_code: null,
      cols: 80,
      rows: 24,
      recording_file: `home-${minute}.cast`,
      recording_bytes: 1000,
      started_at: started,
      ended_at: state === SessionState.finished ? started : null,
      behavior: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function loginApproval(server: TestServer, applicant: number, approver: number, assetName: string) {
  const now = server.clock.now().toISOString();
  const { id } = await server.db
    .insertInto('login_approvals')
    .values({
      user_id: applicant,
      user_name: `user${applicant}`,
      asset_id: 1,
      asset_name: assetName,
      address: '192.0.2.10',
      port: 22,
      protocols: 'SSH',
      proxy_id: null,
      proxy_name: '',
      account_id: 1,
      account_name: 'root',
      policy_id: null,
      policy_name: '',
      status: ApprovalStatus.pending,
      refuse_reason: '',
      decided_by: null,
      decided_by_name: '',
      created_at: now,
      updated_at: null,
      reason: 'maintenance window',
      source_ip: IP,
      expiration_minutes: null,
      window_ends_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('approval_assignees')
    .values({ kind: 'login', record_id: id, user_id: approver })
    .execute();
  return id;
}

async function message(server: TestServer, userId: number, title: string, status: number) {
  await server.db
    .insertInto('station_messages')
    .values({
      user_id: userId,
      title,
      content: title,
      message_type: 1,
      jump_param: '',
      jump_web_route: '',
      status,
      publish_time: server.clock.now().toISOString(),
      read_at: null,
    })
    .execute();
}

/** An offline proxy and a failed task run, written once per server (the suite's tests share it). */
async function seedHealth(server: TestServer) {
  const now = server.clock.now().toISOString();
  const seeded = await server.db
    .selectFrom('network_proxies')
    .select('id')
    .where('name', '=', 'home-proxy-down')
    .executeTakeFirst();
  if (seeded) return;
  await insertProxyRow(server, { name: 'home-proxy-down', status: AgentStatus.offline, address: '203.0.113.77' });
  await server.db
    .insertInto('task_runs')
    .values({
      task_id: null,
      task_name: 'home-task-broken',
      search_name: 'home-task-broken',
      task_type: 1,
      status: TaskExecution.failed,
      trigger: 'manual',
      scheduled_at: now,
      started_at: now,
      ended_at: now,
      total: 2,
      done: 2,
      succeeded: 1,
      failed: 1,
      message_key: '',
      message_params: '',
      log: '',
      started_by: 'admin',
      owner_id: 1,
      node: 'test',
      cancel_requested: 0,
      heartbeat_at: null,
      retry_of: null,
    })
    .execute();
}

describeEachDatabase('home overview', (server) => {
  it('gives a plain user their own favourites, sessions, applications, approvals and messages, and no health', async () => {
    const admin = await signInAdmin(server());
    await seedHealth(server());
    const user = await plainUser(server(), 'home_plain');
    const other = await plainUser(server(), 'home_other');
    const starred = await assetNamed(server(), admin, 'home-starred');
    const used = await assetNamed(server(), admin, 'home-used');
    const foreign = await assetNamed(server(), admin, 'home-foreign');
    await grant(server(), admin, { userIds: [user.id], assetIds: [starred, used] });
    await grant(server(), admin, { userIds: [other.id], assetIds: [foreign] });
    const token = await user.token();
    const star = await call(server().app, 'POST', `/privilege/my-assets/favourite/${starred}`, { token, ip: IP });
    expect(star.body.code).toBe(200);

    const live = await session(server(), user.id, used, 'home-used', SessionState.online);
    const done = await session(server(), user.id, used, 'home-used', SessionState.finished);
    const othersLive = await session(server(), other.id, foreign, 'home-foreign', SessionState.online);
    const othersDone = await session(server(), other.id, foreign, 'home-foreign', SessionState.finished);
    // The user's own request waits for the other user's decision, and the other's for the user's.
    await loginApproval(server(), user.id, other.id, 'home-used');
    await loginApproval(server(), other.id, user.id, 'home-foreign');
    await message(server(), user.id, 'home unread one', 1);
    await message(server(), user.id, 'home read one', 2);
    await message(server(), other.id, 'home not yours', 1);

    const home = await overview(server(), token);
    expect(home.favourites.map((asset) => asset.assetName)).toEqual(['home-starred']);
    expect(home.favouriteTotal).toBe(1);
    expect(home.recentAssets.map((asset) => asset.assetName)).toEqual(['home-used']);
    expect(home.liveSessions.map((row) => row.sessionId)).toEqual([live]);
    expect(home.recentSessions.map((row) => row.sessionId)).toEqual([done]);
    expect(home.applications).toMatchObject([{ kind: 'login', target: 'home-used' }]);
    expect(home.applicationTotal).toBe(1);
    expect(home.approvals).toMatchObject([{ kind: 'login', assetsName: 'home-foreign' }]);
    expect(home.approvalTotal).toBe(1);
    expect(home.unreadCount).toBe(1);
    expect(home.unreadMessages.map((row) => row.messageTitle)).toEqual(['home unread one']);
    expect(home.health).toBeUndefined();

    // As an attacker would look: nothing of another user's sessions, and no node, proxy or task failure anywhere.
    const text = JSON.stringify(home);
    for (const secret of ['home-proxy-down', '203.0.113.77', 'home-task-broken', 'nodeId', 'health'])
      expect(text).not.toContain(secret);
    const ids = [...home.liveSessions, ...home.recentSessions].map((row) => row.sessionId);
    expect(ids).not.toContain(othersLive);
    expect(ids).not.toContain(othersDone);
  });

  it('drops a recent asset once its authorisation is revoked', async () => {
    const admin = await signInAdmin(server());
    const user = await plainUser(server(), 'home_revoked');
    const assetId = await assetNamed(server(), admin, 'home-revoked-asset');
    const [grantId] = await grant(server(), admin, { userIds: [user.id], assetIds: [assetId] });
    await session(server(), user.id, assetId, 'home-revoked-asset', SessionState.finished);
    expect((await overview(server(), await user.token())).recentAssets.map((asset) => asset.assetId)).toEqual([
      assetId,
    ]);

    const revoke = await call(server().app, 'POST', `/privilege/impower/revoke/${grantId}`, { token: admin });
    expect(revoke.body.code).toBe(200);
    const after = await overview(server(), await user.token());
    expect(after.recentAssets).toEqual([]);
    // The session itself stays in the user's own history.
    expect(after.recentSessions.map((row) => row.assetName)).toEqual(['home-revoked-asset']);
  });

  it('shows system health to an administrator, and each part only with the permission that reads it', async () => {
    await seedHealth(server());
    const admin = await signInAdmin(server());
    const home = await overview(server(), admin);
    expect(home.health?.nodes?.length).toBeGreaterThanOrEqual(1);
    expect(home.health?.licence).toMatchObject({ status: expect.any(Number), usage: { nodes: expect.any(Number) } });
    expect(home.health?.proxies?.offline).toBeGreaterThanOrEqual(1);
    expect(home.health?.proxies?.offlineList.map((proxy) => proxy.address)).toContain('203.0.113.77');
    expect(home.health?.recordings?.bytes).toBeGreaterThanOrEqual(0);
    expect(home.health?.failedTasks?.runs.map((run) => run.taskName)).toContain('home-task-broken');

    // A proxy reader sees proxies and nothing else of the health.
    await createUser(server(), {
      userName: 'home_proxy_reader',
      permissions: [Permission.homeQuery, Permission.agentQuery],
    });
    const reader = await overview(server(), await signIn(server(), 'home_proxy_reader', 'Passw0rd!x'));
    expect(Object.keys(reader.health ?? {})).toEqual(['proxies']);
    expect(JSON.stringify(reader)).not.toContain('home-task-broken');
  });

  it('refuses a caller without system:home:query', async () => {
    await createUser(server(), { userName: 'home_none', permissions: [Permission.agentQuery] });
    const token = await signIn(server(), 'home_none', 'Passw0rd!x');
    const result = await call(server().app, 'GET', '/home/overview', { token, ip: IP });
    expect(result.body.code).not.toBe(200);
  });
});
