import { expect, it } from 'vitest';
import { Permission } from '../../src/shared/access/permissions';
import type { Account } from '../../src/shared/api/accounts';
import type { Asset } from '../../src/shared/api/assets';
import type { BehaviorPolicy } from '../../src/shared/api/behaviorPolicies';
import type { LabelUsage, LabelUses, MergePlan } from '../../src/shared/api/labels';
import type { Tag } from '../../src/shared/api/tags';
import type { Task } from '../../src/shared/api/tasks';
import { ResponseCode } from '../../src/shared/codes';
import { BehaviorRule } from '../../src/shared/rules/behaviorRules';
import { accountApi } from './accountApi';
import { addAsset, addTag, linuxAsset, platformIdByName } from './assetApi';
import { call } from './client';
import { createUser, signIn, signInAdmin } from './fixtures';
import { describeEachDatabase, type TestServer } from './harness';
import { inspectionTask, taskApi } from './taskApi';

/**
 * Label governance (issue 16, /system/label; docs/labels.md): every label with where it is used, the merge that
 * moves every use in one transaction, the refusals that keep policies and task selectors pointing where they did,
 * and the rights. On both databases: counts, insert-select, JSON lists and transactions.
 */

let count = 0;
const unique = (stem: string) => {
  count += 1;
  return `${stem}-${count}`;
};

async function fixture(server: TestServer) {
  const admin = await signInAdmin(server);
  const linux = (await platformIdByName(server, admin, 'Linux')).platformId;
  const asset = async (tagIds: number[]) =>
    addAsset(server, admin, linuxAsset(linux, { assetName: unique('lbl-host'), tagIds }));
  const account = async (assetId: number, tagIds: number[]) =>
    accountApi(server, admin).addOk({ assetId, accountName: unique('acct'), tagIds });
  const policy = async (tagIds: number[]) => {
    const added = await call(server.app, 'POST', '/policy/behavior/add', {
      token: admin,
      body: { name: unique('lbl-policy'), upload: BehaviorRule.deny, tagIds },
    });
    expect(added.body, added.body.msg).toMatchObject({ code: 200 });
    return added.body.data as BehaviorPolicy;
  };
  const task = (targets: { tagIds?: number[]; selector?: string }) =>
    taskApi(server, admin).addOk(inspectionTask(unique('lbl-task'), targets));
  const tag = (stem: string) => addTag(server, admin, unique(stem));
  return { admin, asset, account, policy, task, tag };
}

const assetTags = async (server: TestServer, token: string, asset: Asset) =>
  ((await call(server.app, 'GET', `/privilege/assets/${asset.assetId}`, { token })).body.data as Asset).tags.map(
    (tag) => tag.tagId,
  );

describeEachDatabase('label governance', (server) => {
  it('lists every label with its uses, filters used and unused, and names the uses in scope', async () => {
    const f = await fixture(server());
    const used = await f.tag('gov-used');
    const byName = await f.tag('gov-named');
    const idle = await f.tag('gov-idle');
    const host = await f.asset([used.tagId]);
    const account = await f.account(host.assetId, [used.tagId]);
    const policy = await f.policy([used.tagId]);
    const byId = await f.task({ tagIds: [used.tagId] });
    const bySelector = await f.task({ selector: `tag = "${byName.tagName.toUpperCase()}"` });

    const list = await call(server().app, 'GET', '/system/label/list', { token: f.admin, query: { tagName: 'gov-' } });
    const rows = list.body.rows as LabelUsage[];
    expect(rows.find((row) => row.tagId === used.tagId)).toMatchObject({
      assetCount: 1,
      accountCount: 1,
      policyCount: 1,
      taskCount: 1,
      selectorCount: 0,
      inUse: true,
    });
    expect(rows.find((row) => row.tagId === byName.tagId)).toMatchObject({ selectorCount: 1, inUse: true });
    expect(rows.find((row) => row.tagId === idle.tagId)).toMatchObject({ assetCount: 0, inUse: false });
    const unused = await call(server().app, 'GET', '/system/label/list', {
      token: f.admin,
      query: { tagName: 'gov-', usage: 'unused' },
    });
    expect((unused.body.rows as LabelUsage[]).map((row) => row.tagId)).toContain(idle.tagId);
    expect((unused.body.rows as LabelUsage[]).every((row) => !row.inUse)).toBe(true);

    const uses = (await call(server().app, 'GET', `/system/label/${used.tagId}/uses`, { token: f.admin })).body
      .data as LabelUses;
    expect(uses).toMatchObject({
      assets: [{ assetId: host.assetId, assetName: host.assetName }],
      accounts: [{ accountId: account.accountId, assetId: host.assetId }],
      hiddenAssets: 0,
      policies: [{ policyId: policy.id, policyName: policy.name, enabled: true }],
      tasks: [{ taskId: byId.taskId, byTarget: true, bySelector: false }],
    });
    const named = (await call(server().app, 'GET', `/system/label/${byName.tagId}/uses`, { token: f.admin })).body
      .data as LabelUses;
    expect(named.tasks).toEqual([
      { taskId: bySelector.taskId, taskName: bySelector.taskName, byTarget: false, bySelector: true },
    ]);

    // Someone who may read labels but sees no asset gets the counts, never the asset's or account's name.
    const readerName = unique('lbl_reader').replace('-', '_');
    const { password } = await createUser(server(), { userName: readerName, permissions: [Permission.labelQuery] });
    const reader = await signIn(server(), readerName, password);
    const blind = await call(server().app, 'GET', `/system/label/${used.tagId}/uses`, { token: reader });
    expect(blind.body).toMatchObject({
      code: 200,
      data: { assets: [], accounts: [], hiddenAssets: 1, hiddenAccounts: 1 },
    });
    expect(blind.text).not.toContain(host.assetName);
  });

  it('merges a duplicate into another label in one transaction: assets, accounts, policies and tasks move', async () => {
    const f = await fixture(server());
    const source = await f.tag('merge-src');
    const target = await f.tag('merge-dst');
    const onlySource = await f.asset([source.tagId]);
    const both = await f.asset([source.tagId, target.tagId]);
    const account = await f.account(onlySource.assetId, [source.tagId]);
    const sourcePolicy = await f.policy([source.tagId]);
    const bothPolicy = await f.policy([source.tagId, target.tagId]);
    const sourceTask = await f.task({ tagIds: [source.tagId] });

    const preview = await call(server().app, 'GET', '/system/label/merge/preview', {
      token: f.admin,
      query: { sourceId: String(source.tagId), targetId: String(target.tagId) },
    });
    expect(preview.body.code, preview.body.msg).toBe(200);
    const plan = preview.body.data as MergePlan;
    expect(plan).toMatchObject({ movedAssets: 1, movedAccounts: 1, blockingTasks: [] });
    expect(plan.policies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ policyId: sourcePolicy.id, listsSource: true, listsTarget: false }),
        expect.objectContaining({ policyId: bothPolicy.id, listsSource: true, listsTarget: true }),
      ]),
    );
    expect(plan.tasks).toEqual([expect.objectContaining({ taskId: sourceTask.taskId, listsSource: true })]);

    const merged = await call(server().app, 'POST', '/system/label/merge', {
      token: f.admin,
      body: { sourceId: source.tagId, targetId: target.tagId },
    });
    expect(merged.body).toMatchObject({
      code: 200,
      msg: '合并成功',
      data: { targetId: target.tagId, movedAssets: 1, movedAccounts: 1, retargetedPolicies: 2, retargetedTasks: 1 },
    });
    expect(await assetTags(server(), f.admin, onlySource)).toEqual([target.tagId]);
    expect(await assetTags(server(), f.admin, both)).toEqual([target.tagId]);
    const movedAccount = (await accountApi(server(), f.admin).detail(account.accountId)).body.data as Account;
    expect(movedAccount.tags.map((tag) => tag.tagId)).toEqual([target.tagId]);
    for (const policy of [sourcePolicy, bothPolicy]) {
      const read = await call(server().app, 'GET', `/policy/behavior/${policy.id}`, { token: f.admin });
      expect((read.body.data as BehaviorPolicy).tagIds).toEqual([target.tagId]);
    }
    const task = (await taskApi(server(), f.admin).get(sourceTask.taskId)).body.data as Task;
    expect(task.targets.tagIds).toEqual([target.tagId]);
    const gone = await call(server().app, 'GET', `/system/tag/${source.tagId}`, { token: f.admin });
    expect(gone.body.code).toBe(ResponseCode.notFound);
    const usage = (await call(server().app, 'GET', `/system/label/${target.tagId}/uses`, { token: f.admin })).body
      .data as LabelUses;
    expect(usage.label).toMatchObject({ assetCount: 2, accountCount: 1, policyCount: 2, taskCount: 1 });

    const logged = await server()
      .db.selectFrom('operation_logs')
      .select(['title', 'target_names', 'code'])
      .where('path', '=', '/prod-api/system/label/merge')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(logged).toMatchObject({ code: 200, target_names: `${source.tagName},${target.tagName}` });

    const self = await call(server().app, 'POST', '/system/label/merge', {
      token: f.admin,
      body: { sourceId: target.tagId, targetId: target.tagId },
    });
    expect(self.body).toMatchObject({ code: 400, data: { field: 'targetId' } });
  });

  it('refuses a merge or rename that a task selector would notice, and writes nothing', async () => {
    const f = await fixture(server());
    const prod = await f.tag('sel-prod');
    const production = await f.tag('sel-production');
    const host = await f.asset([prod.tagId]);
    const watcher = await f.task({ selector: `tag = "${prod.tagName}" and account != "root"` });

    const merge = await call(server().app, 'POST', '/system/label/merge', {
      token: f.admin,
      body: { sourceId: prod.tagId, targetId: production.tagId },
    });
    expect(merge.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'sourceId' } });
    expect(merge.body.msg).toBe(
      `任务“${watcher.taskName}”的选择器区分“${prod.tagName}”和“${production.tagName}”，合并后匹配结果会改变，不能合并：请先修改这些选择器`,
    );
    expect(await assetTags(server(), f.admin, host)).toEqual([prod.tagId]);
    expect((await call(server().app, 'GET', `/system/tag/${prod.tagId}`, { token: f.admin })).body.code).toBe(200);

    const rename = await call(server().app, 'PUT', '/system/tag/edit', {
      token: f.admin,
      body: { tagId: prod.tagId, tagName: unique('sel-renamed') },
    });
    expect(rename.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'tagName' } });
    expect(rename.body.msg).toContain(watcher.taskName);
    // The selector compares names in any case: a change of case matches as before.
    const recased = await call(server().app, 'PUT', '/system/tag/edit', {
      token: f.admin,
      body: { tagId: prod.tagId, tagName: prod.tagName.toUpperCase() },
    });
    expect(recased.body).toMatchObject({ code: 200, data: { tagName: prod.tagName.toUpperCase() } });
  });

  it('deletes an unused label and refuses a used one, naming where it is used', async () => {
    const f = await fixture(server());
    const idle = await f.tag('del-idle');
    const removed = await call(server().app, 'POST', `/system/label/remove/${idle.tagId}`, { token: f.admin });
    expect(removed.body).toMatchObject({ code: 200, data: { deleted: 1 } });

    const used = await f.tag('del-used');
    await f.asset([used.tagId]);
    const policy = await f.policy([used.tagId]);
    const refused = await call(server().app, 'POST', `/system/label/remove/${used.tagId}`, { token: f.admin });
    expect(refused.body).toMatchObject({ code: ResponseCode.conflict, data: { field: 'tagId' } });
    expect(refused.body.msg).toBe(
      `标签“${used.tagName}”正在使用（资产 1 个、行为策略“${policy.name}”），不能删除：请先将它合并到其他标签，或移除这些使用`,
    );
    const en = await call(server().app, 'POST', `/system/label/remove/${used.tagId}`, { token: f.admin, lang: 'en' });
    expect(en.body.msg).toContain(`(1 asset(s), behaviour policies "${policy.name}")`);

    // The asset page's delete takes a label off assets, but not out from under a policy.
    const targeted = await call(server().app, 'POST', `/system/tag/${used.tagId}`, { token: f.admin });
    expect(targeted.body).toMatchObject({ code: ResponseCode.conflict });
    expect(targeted.body.msg).toContain(`行为策略“${policy.name}”`);
    const onAssetsOnly = await f.tag('del-assets');
    await f.asset([onAssetsOnly.tagId]);
    const detached = await call(server().app, 'POST', `/system/tag/${onAssetsOnly.tagId}`, { token: f.admin });
    expect(detached.body).toMatchObject({ code: 200, data: { deleted: 1, detachedAssets: 1 } });
  });

  it('reading needs system:label:query, merging system:label:edit and deleting system:label:remove', async () => {
    const f = await fixture(server());
    const a = await f.tag('perm-a');
    const b = await f.tag('perm-b');
    const user = async (stem: string, permissions: string[]) => {
      const userName = unique(stem).replace('-', '_');
      const { password } = await createUser(server(), { userName, permissions });
      return signIn(server(), userName, password);
    };
    const reader = await user('lbl_read', [Permission.labelQuery]);
    const editor = await user('lbl_edit', [Permission.labelQuery, Permission.labelEdit]);
    const nobody = await user('lbl_none', [Permission.assetQuery]);
    expect((await call(server().app, 'GET', '/system/label/list', { token: reader })).body.code).toBe(200);
    expect((await call(server().app, 'GET', '/system/label/list', { token: nobody })).body.code).toBe(
      ResponseCode.forbidden,
    );
    expect((await call(server().app, 'GET', `/system/label/${a.tagId}/uses`, { token: nobody })).body.code).toBe(
      ResponseCode.forbidden,
    );
    const merge = { sourceId: a.tagId, targetId: b.tagId };
    for (const [method, path, body] of [
      ['POST', '/system/label/merge', merge],
      ['POST', `/system/label/remove/${a.tagId}`, undefined],
    ] as const) {
      const refused = await call(server().app, method, path, { token: reader, body });
      expect(refused.body.code, path).toBe(ResponseCode.forbidden);
    }
    const preview = await call(server().app, 'GET', '/system/label/merge/preview', {
      token: reader,
      query: { sourceId: String(a.tagId), targetId: String(b.tagId) },
    });
    expect(preview.body.code).toBe(ResponseCode.forbidden);
    const notRemover = await call(server().app, 'POST', `/system/label/remove/${a.tagId}`, { token: editor });
    expect(notRemover.body.code).toBe(ResponseCode.forbidden);
    const merged = await call(server().app, 'POST', '/system/label/merge', { token: editor, body: merge });
    expect(merged.body).toMatchObject({ code: 200, data: { targetId: b.tagId } });
    const tag = (await call(server().app, 'GET', `/system/tag/${b.tagId}`, { token: editor })).body.data as Tag;
    expect(tag.tagName).toBe(b.tagName);
  });
});
