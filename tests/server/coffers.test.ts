import { expect, it } from 'vitest';
import { mayUseAsset } from '../../src/server/modules/grants';
import { Permission } from '../../src/shared/access/permissions';
import type { CofferAccount, CofferCounts, CofferLicence, IssueLicenceReply } from '../../src/shared/api/coffers';
import { UserStatus } from '../../src/shared/enums';
import { call } from './client';
import {
  assetWithSecret,
  type Coffer,
  cofferApi,
  cofferUser,
  inDays,
  keeperPermissions,
  ok,
  rowsOf,
  safeOf,
} from './cofferApi';
import { signIn, signInAdmin } from './fixtures';
import { describeEachDatabase } from './harness';

/**
 * The coffer's safes and licences (docs/coffer.md): what goes into a safe, the §6 categories of the safe list,
 * issuing licences honestly, and every licence enforced at each use — connecting, listing, revealing.
 */
describeEachDatabase('coffer safes and licences', (server) => {
  it('an asset vault follows its asset’s later accounts; an account vault holds the chosen ones', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'keeper', keeperPermissions);
    const first = await assetWithSecret(server(), admin, 'cof-asset');
    const other = await assetWithSecret(server(), admin, 'cof-other');
    const assetSafe = await safeOf(server(), keeper, 'asset-safe', { assetIds: [first.assetId] });
    const accountSafe = await safeOf(server(), keeper, 'account-safe', { accountIds: [other.accountId] });
    expect(assetSafe).toMatchObject({ vaultType: 1, memberCount: 1, accountCount: 1, canManage: true });
    expect(assetSafe.ownerName).toBe(keeper.userName);
    expect(accountSafe).toMatchObject({ vaultType: 2, memberCount: 1, accountCount: 1 });

    await call(server().app, 'POST', '/privilege/account/add', {
      token: admin,
      body: { assetId: first.assetId, accountName: 'deploy', password: 'Later-pw1' },
    });
    const api = cofferApi(server(), keeper.token);
    expect(ok<Coffer>(await api.detail(assetSafe.cofferId))).toMatchObject({ accountCount: 2 });
    const accounts = rowsOf<CofferAccount>(await api.accounts(assetSafe.cofferId));
    expect(accounts.map((row) => row.accountName).sort()).toEqual(['deploy', 'root']);
  });

  it('finds safes by the login names they hold, following adds, renames and deletions', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'named_keeper', keeperPermissions);
    const host = await assetWithSecret(server(), admin, 'cof-named');
    const other = await assetWithSecret(server(), admin, 'cof-named-b');
    const byAsset = await safeOf(server(), keeper, 'named-asset', { assetIds: [host.assetId] });
    const byAccount = await safeOf(server(), keeper, 'named-account', { accountIds: [other.accountId] });
    const api = cofferApi(server(), keeper.token);
    const found = async (accountName: string) =>
      rowsOf<Coffer>(await api.list({ category: 'manage', accountName, pageSize: '500' }))
        .map((row) => row.cofferId)
        .filter((id) => id === byAsset.cofferId || id === byAccount.cofferId)
        .sort((a, b) => a - b);
    expect(await found('root')).toEqual([byAsset.cofferId, byAccount.cofferId]);
    expect(await found('OO')).toEqual([byAsset.cofferId, byAccount.cofferId]);
    expect(await found('mysql_app')).toEqual([]);

    // An account added to an asset of the asset vault later is found there; a rename moves the match.
    const added = await call(server().app, 'POST', '/privilege/account/add', {
      token: admin,
      body: { assetId: host.assetId, accountName: 'mysql_app', password: 'Later-pw1!' },
    });
    const { accountId } = ok<{ accountId: number }>(added);
    expect(await found('mysql_app')).toEqual([byAsset.cofferId]);
    expect(await found('l_a')).toEqual([byAsset.cofferId]);
    ok(
      await call(server().app, 'PUT', '/privilege/account/edit', {
        token: admin,
        body: { accountId, accountName: 'pg_app' },
      }),
    );
    expect(await found('mysql_app')).toEqual([]);
    expect(await found('pg_app')).toEqual([byAsset.cofferId]);
    // Deleted: no longer found; a safe's members changed: its names follow.
    ok(await call(server().app, 'POST', `/privilege/account/remove/${accountId}`, { token: admin }));
    expect(await found('pg_app')).toEqual([]);
    ok(
      await api.edit({
        cofferId: byAccount.cofferId,
        cofferName: byAccount.cofferName,
        vaultType: 2,
        accountIds: [host.accountId],
      }),
    );
    expect(await found('root')).toEqual([byAsset.cofferId, byAccount.cofferId]);
  });

  it('only what the keeper manages goes into a safe; names are unique; bad input names the field', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'narrow', [Permission.cofferManage, Permission.assetQuery]);
    const asset = await assetWithSecret(server(), admin, 'cof-foreign');
    const api = cofferApi(server(), keeper.token);
    const refused = await api.add({ cofferName: 'foreign', vaultType: 1, assetIds: [asset.assetId] });
    expect(refused.body).toMatchObject({ code: 10020642, msg: '所选assetIds不存在或您无权管理' });
    expect(await server().db.selectFrom('coffers').select('id').where('name', '=', 'foreign').execute()).toEqual([]);

    const wide = await cofferUser(server(), 'wide', keeperPermissions);
    const wideApi = cofferApi(server(), wide.token);
    ok(await wideApi.add({ cofferName: '生产库保险箱', vaultType: 1, assetIds: [asset.assetId] }));
    expect(
      (await wideApi.add({ cofferName: '生产库保险箱', vaultType: 1, assetIds: [asset.assetId] })).body,
    ).toMatchObject({
      code: 10020641,
      msg: '保险箱名称已存在',
    });
    expect((await wideApi.add({ cofferName: 'empty', vaultType: 2, accountIds: [] })).body).toMatchObject({
      msg: 'accountIds: 请选择账号',
    });
    expect((await wideApi.add({ cofferName: '', vaultType: 1, assetIds: [asset.assetId] })).body.msg).toContain(
      'cofferName',
    );
    // Someone with only the query right cannot create safes.
    const reader = await cofferUser(server(), 'reader');
    expect(
      (await cofferApi(server(), reader.token).add({ cofferName: 'x', vaultType: 1, assetIds: [1] })).body.code,
    ).toBe(403);
  });

  it('sorts the safe list into the §6 categories for each kind of user', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'matrix_keeper', keeperPermissions);
    const groupMember = await cofferUser(server(), 'matrix_member');
    const holder = await cofferUser(server(), 'matrix_holder');
    const lapsed = await cofferUser(server(), 'matrix_lapsed');
    const stranger = await cofferUser(server(), 'matrix_stranger');
    const chief = await cofferUser(server(), 'matrix_chief', [Permission.allCofferManage]);
    const asset = await assetWithSecret(server(), admin, 'cof-matrix');
    const group = await server()
      .db.insertInto('user_groups')
      .values({ group_name: `matrix-${Date.now()}`, remark: '', created_at: '', updated_at: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server()
      .db.insertInto('user_group_members')
      .values({ group_id: group.id, user_id: groupMember.id, created_at: '' })
      .execute();
    const grouped = await safeOf(server(), keeper, 'matrix-grouped', { assetIds: [asset.assetId] });
    ok(await cofferApi(server(), keeper.token).changeGroup([grouped.cofferId], group.id));
    const licensed = await safeOf(server(), keeper, 'matrix-licensed', { accountIds: [asset.accountId] });
    const api = cofferApi(server(), keeper.token);
    ok(
      await api.issue({
        cofferIdList: [licensed.cofferId],
        userIdList: [holder.id, lapsed.id],
        licenseType: 'use',
        startTime: inDays(server(), -1),
        expireTime: inDays(server(), 30),
      }),
    );
    const lapsedLicence = rowsOf<CofferLicence>(await api.licences(licensed.cofferId)).find(
      (row) => row.userId === lapsed.id,
    );
    ok(await api.revoke([lapsedLicence?.licenseId ?? 0]));

    const categoryOf = async (token: string, cofferId: number) => {
      for (const category of ['manage', 'use', 'unauthorised']) {
        const rows = rowsOf<Coffer>(await cofferApi(server(), token).list({ category, pageSize: '500' }));
        if (rows.some((row) => row.cofferId === cofferId)) return category;
      }
      return 'missing';
    };
    const matrix = [
      [keeper, 'manage', 'manage'],
      [groupMember, 'manage', 'unauthorised'],
      [holder, 'unauthorised', 'use'],
      [lapsed, 'unauthorised', 'unauthorised'],
      [stranger, 'unauthorised', 'unauthorised'],
      [chief, 'manage', 'manage'],
    ] as const;
    for (const [user, groupedCategory, licensedCategory] of matrix) {
      expect([user.userName, await categoryOf(user.token, grouped.cofferId)]).toEqual([user.userName, groupedCategory]);
      expect([user.userName, await categoryOf(user.token, licensed.cofferId)]).toEqual([
        user.userName,
        licensedCategory,
      ]);
    }
    // The list opens on manage for managers, then unauthorised when some safe is not theirs, otherwise use.
    const counts = async (token: string) => ok<CofferCounts>(await cofferApi(server(), token).counts());
    expect(await counts(keeper.token)).toMatchObject({ category: 'manage', manageAll: false });
    expect(await counts(chief.token)).toMatchObject({ category: 'manage', manageAll: true, use: 0, unauthorised: 0 });
    expect(await counts(holder.token)).toMatchObject({ category: 'unauthorised', use: 1 });
    expect(await counts(groupMember.token)).toMatchObject({ category: 'manage', manage: 1 });
    // The list without a category is the one it opens on.
    const opened = rowsOf<Coffer>(await cofferApi(server(), holder.token).list({ pageSize: '500' }));
    expect(opened.some((row) => row.cofferId === licensed.cofferId)).toBe(false);
    // Only managers see the members of a safe; the stranger sees what they need to apply.
    expect(
      ok<{ members: unknown[] }>(await cofferApi(server(), stranger.token).detail(grouped.cofferId)).members,
    ).toEqual([]);
    expect(
      ok<{ members: unknown[] }>(await cofferApi(server(), groupMember.token).detail(grouped.cofferId)).members,
    ).toHaveLength(1);
    // The licence form offers the safes the caller manages.
    expect(
      ok<{ cofferId: number }[]>(await cofferApi(server(), groupMember.token).options()).map((row) => row.cofferId),
    ).toEqual([grouped.cofferId]);
    // A search across the categories.
    const everywhere = rowsOf<Coffer>(
      await cofferApi(server(), holder.token).list({ category: 'all', pageSize: '500' }),
    );
    expect(everywhere.map((row) => row.cofferId)).toEqual(
      expect.arrayContaining([grouped.cofferId, licensed.cofferId]),
    );
    // The people pickers are for those who keep safes, not for everyone who may apply.
    expect(
      (await cofferApi(server(), stranger.token).get('/coffer/selectUsers', { keyword: 'matrix' })).body.code,
    ).toBe(403);
    const people = ok<{ userName: string }[]>(
      await cofferApi(server(), groupMember.token).get('/coffer/selectUsers', { keyword: 'matrix_h' }),
    );
    expect(people.map((row) => row.userName)).toEqual([holder.userName]);
    const groups = ok<{ groupId: number }[]>(
      await cofferApi(server(), keeper.token).get('/coffer/selectGroups', { keyword: 'matrix-' }),
    );
    expect(groups.map((row) => row.groupId)).toContain(group.id);
    // Without a keyword: the first 50 by name.
    expect(ok<unknown[]>(await cofferApi(server(), keeper.token).get('/coffer/selectUsers')).length).toBeGreaterThan(0);
    expect(ok<unknown[]>(await cofferApi(server(), keeper.token).get('/coffer/selectGroups')).length).toBeGreaterThan(
      0,
    );
    // The whole list is for system:allcoffer:manage only.
    expect((await cofferApi(server(), keeper.token).all()).body.code).toBe(403);
    expect(
      rowsOf<Coffer>(await cofferApi(server(), chief.token).all({ pageSize: '500' })).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('issueLicense issues what it may and reports the rest honestly; nobody licenses themselves', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'issuer', keeperPermissions);
    const otherKeeper = await cofferUser(server(), 'issuer_other', keeperPermissions);
    const alice = await cofferUser(server(), 'alice');
    const locked = await cofferUser(server(), 'locked');
    await server().db.updateTable('users').set({ status: UserStatus.locked }).where('id', '=', locked.id).execute();
    const asset = await assetWithSecret(server(), admin, 'cof-issue');
    const mine = await safeOf(server(), keeper, 'issue-mine', { assetIds: [asset.assetId] });
    const theirs = await safeOf(server(), otherKeeper, 'issue-theirs', { assetIds: [asset.assetId] });
    const api = cofferApi(server(), keeper.token);
    const period = { startTime: inDays(server(), 0), expireTime: inDays(server(), 7) };
    const reply = ok<IssueLicenceReply>(
      await api.issue({
        cofferIdList: [mine.cofferId, theirs.cofferId, 999_999],
        userIdList: [alice.id, locked.id, keeper.id],
        licenseType: 'reveal',
        ...period,
      }),
    );
    expect(reply.successCount).toBe(1);
    const reasons = reply.failures.map((failure) => `${failure.cofferId}/${failure.userId}: ${failure.reason}`);
    expect(reasons).toContain(`${theirs.cofferId}/${alice.id}: 保险箱不存在或您无权管理`);
    expect(reasons).toContain(`999999/${alice.id}: 保险箱不存在或您无权管理`);
    expect(reasons).toContain(`${mine.cofferId}/${locked.id}: 用户不存在或已停用`);
    expect(reasons).toContain(`${mine.cofferId}/${keeper.id}: 不能修改自己的访问权限，请由其他管理员操作`);
    expect(reply.failures).toHaveLength(3 * 2 + 2);
    const licences = rowsOf<CofferLicence>(await api.licences(mine.cofferId));
    expect(licences).toHaveLength(1);
    expect(licences[0]).toMatchObject({ userId: alice.id, licenseType: 'reveal', state: 1, issuedBy: keeper.userName });

    const none = ok<IssueLicenceReply>(
      await api.issue({ cofferIdList: [theirs.cofferId], userIdList: [alice.id], ...period }),
    );
    expect(none.successCount).toBe(0);
    // An end already past is refused as a whole, naming the field (spec §5).
    const past = await api.issue({
      cofferIdList: [mine.cofferId],
      userIdList: [alice.id],
      startTime: inDays(server(), -3),
      expireTime: inDays(server(), -1),
    });
    expect(past.body).toMatchObject({
      code: 400,
      msg: '结束时间小于当前时间，请重新选择结束时间',
      data: { field: 'expireTime' },
    });
  });

  it('enforces a licence at each use and refuses everything once it has expired', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'enforcer', keeperPermissions);
    const user = await cofferUser(server(), 'enforced');
    const asset = await assetWithSecret(server(), admin, 'cof-enforce', 'Very-secret-42');
    const safe = await safeOf(server(), keeper, 'enforce', { accountIds: [asset.accountId] });
    const api = cofferApi(server(), user.token);
    const ip = { permission: 'login' as const, sourceIp: '127.0.0.1' };
    expect(await mayUseAsset(server().app.gatehouse, user.id, asset.assetId, ip)).toMatchObject({ allowed: false });
    expect((await api.accounts(safe.cofferId)).body).toMatchObject({ code: 10020646, msg: '您没有该保险箱的授权' });

    ok(
      await cofferApi(server(), keeper.token).issue({
        cofferIdList: [safe.cofferId],
        userIdList: [user.id],
        licenseType: 'use',
        startTime: inDays(server(), 0),
        expireTime: inDays(server(), 2),
      }),
    );
    expect(await mayUseAsset(server().app.gatehouse, user.id, asset.assetId, ip)).toMatchObject({
      allowed: true,
      accountIds: [asset.accountId],
    });
    const accounts = await api.accounts(safe.cofferId);
    expect(rowsOf<CofferAccount>(accounts).map((row) => row.accountId)).toEqual([asset.accountId]);
    expect(accounts.text).not.toContain('Very-secret-42');
    expect(ok(await api.auth(safe.cofferId))).toMatchObject({ licenseType: 'use', canUse: true, canReveal: false });
    // A use licence connects without the secret: revealing needs reveal.
    const weak = await api.reveal({ cofferId: safe.cofferId, accountId: asset.accountId, reason: '排障' });
    expect(weak.body).toMatchObject({ code: 10020648, msg: '您的授权类型不允许此操作（需要“reveal”）' });
    const myAssets = await call(server().app, 'GET', '/privilege/my-assets/list', { token: user.token });
    expect(JSON.stringify(myAssets.body)).toContain(`"assetId":${asset.assetId}`);

    // Two days later the licence has ended: every call says so and nothing is reachable any more.
    server().clock.advance(3 * 86_400_000);
    const again = cofferApi(server(), await signIn(server(), user.userName, 'Passw0rd!x'));
    expect(await mayUseAsset(server().app.gatehouse, user.id, asset.assetId, ip)).toMatchObject({
      allowed: false,
      reason: 'expired',
    });
    expect((await again.accounts(safe.cofferId)).body).toMatchObject({
      code: 10020647,
      msg: '您对该保险箱的授权已失效',
    });
    expect((await again.reveal({ cofferId: safe.cofferId, accountId: asset.accountId, reason: 'x' })).body.code).toBe(
      10020647,
    );
    expect(ok(await again.auth(safe.cofferId))).toMatchObject({
      licenseType: null,
      canView: false,
      canUse: false,
      lapsedLicense: { licenseType: 'use', expiryReason: 1 },
    });
    // The safe list shows the ended licence as such.
    const [listed] = rowsOf<Coffer>(await again.list({ category: 'all', cofferName: safe.cofferName }));
    expect(listed).toMatchObject({ licenseType: null, lapsedLicense: { licenseType: 'use', expiryReason: 1 } });
    const later = await call(server().app, 'GET', '/privilege/my-assets/list', { token: again.token });
    expect(JSON.stringify(later.body)).not.toContain(`"assetId":${asset.assetId}`);
    const keeperAgain = await signIn(server(), keeper.userName, 'Passw0rd!x');
    const shown = rowsOf<CofferLicence>(await cofferApi(server(), keeperAgain).licences(safe.cofferId));
    expect(shown[0]).toMatchObject({ state: 2, expiryReason: 1 });
  });

  it('reveals a secret to a reveal licence with a reason, audits every attempt, and never lists secrets', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'revealer', keeperPermissions);
    const user = await cofferUser(server(), 'reveal_user');
    const asset = await assetWithSecret(server(), admin, 'cof-reveal', 'Shown-once-77');
    const safe = await safeOf(server(), keeper, 'reveal', { assetIds: [asset.assetId] });
    ok(
      await cofferApi(server(), keeper.token).issue({
        cofferIdList: [safe.cofferId],
        userIdList: [user.id],
        licenseType: 'reveal',
        startTime: inDays(server(), 0),
        expireTime: inDays(server(), 1),
      }),
    );
    const api = cofferApi(server(), user.token);
    const noReason = await api.reveal({ cofferId: safe.cofferId, accountId: asset.accountId, reason: '  ' });
    expect(noReason.body).toMatchObject({ data: { field: 'reason' } });
    const shown = ok<{ secret: string }>(
      await api.reveal({ cofferId: safe.cofferId, accountId: asset.accountId, reason: '数据库迁移' }),
    );
    expect(shown.secret).toBe('Shown-once-77');
    // The safe's manager, without a licence, may not reveal: managing is not using.
    const managerTry = await cofferApi(server(), keeper.token).reveal({
      cofferId: safe.cofferId,
      accountId: asset.accountId,
      reason: 'curious',
    });
    expect(managerTry.body.code).toBe(10020646);
    const audit = await server()
      .db.selectFrom('vault_reveals')
      .selectAll()
      .where('target_id', '=', String(asset.accountId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.user_name, row.outcome, row.reason])).toEqual([
      [user.userName, 'refused', ''],
      [user.userName, 'revealed', '数据库迁移'],
      [keeper.userName, 'denied', 'curious'],
    ]);
    for (const reply of [
      await api.list({ category: 'use' }),
      await api.detail(safe.cofferId),
      await api.accounts(safe.cofferId),
      await cofferApi(server(), keeper.token).licences(safe.cofferId),
    ]) {
      expect(reply.text).not.toContain('Shown-once-77');
    }
  });

  it('favourites, owner and group changes, deletion with its licences', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'fav_keeper', keeperPermissions);
    const heir = await cofferUser(server(), 'fav_heir');
    const user = await cofferUser(server(), 'fav_user');
    const asset = await assetWithSecret(server(), admin, 'cof-fav');
    const safe = await safeOf(server(), keeper, 'fav', { assetIds: [asset.assetId] });
    const api = cofferApi(server(), user.token);
    ok(await api.star(safe.cofferId));
    ok(await api.star(safe.cofferId));
    expect(ok<Coffer[]>(await api.favourites()).map((row) => [row.cofferId, row.favourite])).toEqual([
      [safe.cofferId, true],
    ]);
    ok(await api.unstar(safe.cofferId));
    expect(ok<Coffer[]>(await api.favourites())).toEqual([]);

    // A stranger cannot take the safe over; its owner gives it away and no longer manages it.
    expect((await api.changeOwner([safe.cofferId], user.id)).body.code).toBe(10020645);
    ok(await cofferApi(server(), keeper.token).changeOwner([safe.cofferId], heir.id));
    const heirApi = cofferApi(server(), heir.token);
    expect(ok<Coffer>(await heirApi.detail(safe.cofferId))).toMatchObject({ ownerId: heir.id, canManage: true });
    expect(ok<Coffer>(await cofferApi(server(), keeper.token).detail(safe.cofferId))).toMatchObject({
      canManage: false,
    });
    expect((await cofferApi(server(), keeper.token).remove(safe.cofferId)).body.code).toBe(10020645);

    ok(
      await heirApi.issue({
        cofferIdList: [safe.cofferId],
        userIdList: [user.id],
        startTime: inDays(server(), 0),
        expireTime: inDays(server(), 1),
      }),
    );
    expect(ok(await heirApi.remove(safe.cofferId))).toBeNull();
    expect((await heirApi.detail(safe.cofferId)).body).toMatchObject({ code: 10020640, msg: '保险箱不存在' });
    const left = await server()
      .db.selectFrom('coffer_licences')
      .select('id')
      .where('coffer_id', '=', safe.cofferId)
      .execute();
    expect(left).toEqual([]);
    expect(
      await mayUseAsset(server().app.gatehouse, user.id, asset.assetId, { permission: 'login', sourceIp: '127.0.0.1' }),
    ).toMatchObject({ allowed: false });
  });

  it('adding a member to a user group that manages safes needs the management of those safes', async () => {
    const admin = await signInAdmin(server());
    const keeper = await cofferUser(server(), 'grp_keeper', keeperPermissions);
    const userAdmin = await cofferUser(server(), 'grp_admin', [Permission.userQuery, Permission.userEdit]);
    const newcomer = await cofferUser(server(), 'grp_newcomer');
    const asset = await assetWithSecret(server(), admin, 'cof-grp');
    const added = await call(server().app, 'POST', '/ucenter/userGroup/add', {
      token: userAdmin.token,
      body: { groupName: `safe-keepers-${Date.now()}`, remark: '', userIds: [] },
    });
    const { groupId } = ok<{ groupId: number }>(added);
    const safe = await safeOf(server(), keeper, 'grp', { assetIds: [asset.assetId] });
    ok(await cofferApi(server(), keeper.token).changeGroup([safe.cofferId], groupId));

    const refused = await call(server().app, 'POST', '/ucenter/userGroup/addMembers', {
      token: userAdmin.token,
      body: { groupId, userIds: [newcomer.id] },
    });
    expect(refused.body.msg).toContain(safe.cofferName);
    expect(ok<Coffer>(await cofferApi(server(), newcomer.token).detail(safe.cofferId)).canManage).toBe(false);
    // The super administrator holds system:allcoffer:manage (every permission) and may.
    ok(
      await call(server().app, 'POST', '/ucenter/userGroup/addMembers', {
        token: admin,
        body: { groupId, userIds: [newcomer.id] },
      }),
    );
    expect(ok<Coffer>(await cofferApi(server(), newcomer.token).detail(safe.cofferId)).canManage).toBe(true);
  });
});
