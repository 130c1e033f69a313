import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { requestCommandApproval, waitForCommandApproval } from '../../src/server/modules/approvals';
import { approvalApi, assetWithAccount, ok, person } from './approvalFixtures';
import { signInAdmin } from './fixtures';
import { DIALECTS, startServer, type TestServer } from './harness';

/**
 * The gateway's wait for a held command on one node, the approver's decision on another: two buildApp()
 * instances on one database, their realtime events carried by the real Redis (as in redisBus.test.ts).
 */
const REDIS_URL = process.env.GATEHOUSE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `gatehouse-test-approvals:${process.pid}:${Date.now()}:`;

for (const dialect of DIALECTS) {
  describe(`approval waiters across two nodes [${dialect}]`, () => {
    const redis = { url: REDIS_URL, channelPrefix: `${PREFIX}${dialect}:` };
    let nodeA: TestServer | undefined;
    let nodeB: TestServer | undefined;

    beforeAll(async () => {
      nodeA = await startServer(dialect, { realtime: { redis } });
      const a = nodeA;
      const app = await buildApp({
        dataDir: a.dataDir,
        databaseUrl: a.databaseUrl,
        now: a.clock.now,
        distDir: `${a.dataDir}/no-dist`,
        realtime: { redis },
      });
      nodeB = { ...a, app, db: app.gatehouse.db, stop: () => app.close() };
    });
    afterAll(async () => {
      await nodeB?.stop();
      await nodeA?.stop();
    });

    it('a command held on node A runs once an approver on node B approves it', async () => {
      if (!nodeA || !nodeB) throw new Error('nodes not started');
      const admin = await signInAdmin(nodeA);
      const applicant = await person(nodeA, 'nodes_applicant');
      const approver = await person(nodeA, 'nodes_approver');
      const target = await assetWithAccount(nodeA, admin, 'nodes-host');
      const recordId = await requestCommandApproval(nodeA.app.gatehouse, {
        userId: applicant.id,
        assetId: target.assetId,
        accountId: target.accountId,
        line: 'systemctl restart app',
        policyId: null,
        approverIds: [approver.id],
      });
      const outcome = waitForCommandApproval(nodeA.app.gatehouse, recordId);
      ok(await approvalApi(nodeB, approver.token).decideCommand({ recordId, status: 2 }));
      expect(await outcome).toEqual({ status: 2, refuseReason: '', approveByName: 'nodes_approver' });
    });
  });
}
