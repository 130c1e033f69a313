import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { MyInstanceRow } from '../../src/shared/api/flow';
import { ResponseCode } from '../../src/shared/codes';
import { bpmnXml, end, flow, start, task } from '../support/bpmnFixture';
import { ok, type Person, person } from './approvalFixtures';
import { deployedModel, designer, flowApi, taskOf } from './flowApi';
import { DIALECTS, startServer, type TestServer } from './harness';

/**
 * Two nodes on one database (two buildApp() instances), as a cluster runs: approvers deciding the same step
 * at the same moment through different nodes, and a node restarted in the middle of a request.
 */
function secondNode(first: TestServer): Promise<TestServer> {
  return buildApp({
    dataDir: first.dataDir,
    databaseUrl: first.databaseUrl,
    now: first.clock.now,
    distDir: `${first.dataDir}/no-dist`,
  }).then((app) => ({ ...first, app, db: app.gatehouse.db, stop: () => app.close() }));
}

/** start → 审批 (mode, approvers) → 归档 (archivist) → end */
function stepThenArchive(modelKey: string, approvers: Person[], mode: 'any' | 'all', archivist: Person): string {
  return bpmnXml(
    [
      start(),
      task('Decide', { name: '审批', approvers: approvers.map((p) => p.id).join(','), approvalMode: mode }),
      task('Archive', { name: '归档', approvers: String(archivist.id) }),
      end(),
      flow('F1', 'Start', 'Decide'),
      flow('F2', 'Decide', 'Archive'),
      flow('F3', 'Archive', 'End'),
    ],
    { processId: modelKey },
  );
}

for (const dialect of DIALECTS) {
  describe(`approval flows on two nodes [${dialect}]`, () => {
    let nodeA: TestServer | undefined;
    let nodeB: TestServer | undefined;
    const nodes = () => {
      if (!nodeA || !nodeB) throw new Error('nodes not started');
      return { a: nodeA, b: nodeB };
    };

    beforeAll(async () => {
      nodeA = await startServer(dialect);
      nodeB = await secondNode(nodeA);
    });
    afterAll(async () => {
      await nodeB?.stop();
      await nodeA?.stop();
    });

    it('two approvers of an any-one step decide at once on two nodes: exactly one wins', async () => {
      const { a, b } = nodes();
      const author = await designer(a, `n1_author_${dialect}`);
      const applicant = await person(a, `n1_applicant_${dialect}`);
      const first = await person(a, `n1_first_${dialect}`);
      const second = await person(a, `n1_second_${dialect}`);
      const archivist = await person(a, `n1_archivist_${dialect}`);
      const modelKey = 'Process_race_any';
      await deployedModel(a, author.token, {
        modelKey,
        name: '抢先审批',
        bpmnXml: stepThenArchive(modelKey, [first, second], 'any', archivist),
      });
      const { processInstanceId: id } = ok<{ processInstanceId: number }>(
        await flowApi(a, applicant.token).apply(modelKey, { days: 1, reason: '并发' }),
      );
      const [taskA, taskB] = [await taskOf(a, first, id), await taskOf(a, second, id)];
      const answers = await Promise.all([
        flowApi(a, first.token).complete({ taskId: taskA, status: 2 }),
        flowApi(b, second.token).complete({ taskId: taskB, status: 3, refuseReason: '不同意' }),
      ]);
      const codes = answers.map((answer) => answer.body.code).sort();
      expect(codes).toEqual([ResponseCode.ok, ResponseCode.approvalDecided].sort());
      const loser = answers.find((answer) => answer.body.code !== ResponseCode.ok);
      expect(loser?.body.msg).toBe('审批已完成');
      const rows = (await flowApi(a, applicant.token).mine()).body.rows as MyInstanceRow[];
      const won =
        answers[0]?.body.code === ResponseCode.ok ? { status: 1, currentActivityNames: ['归档'] } : { status: 3 };
      expect(rows.find((row) => row.processInstanceId === id)).toMatchObject(won);
    });

    it('every approver of an all-of step agrees at once on two nodes: the next step opens exactly once', async () => {
      const { a, b } = nodes();
      const author = await designer(a, `n2_author_${dialect}`);
      const applicant = await person(a, `n2_applicant_${dialect}`);
      const first = await person(a, `n2_first_${dialect}`);
      const second = await person(a, `n2_second_${dialect}`);
      const archivist = await person(a, `n2_archivist_${dialect}`);
      const modelKey = 'Process_race_all';
      await deployedModel(a, author.token, {
        modelKey,
        name: '会签',
        bpmnXml: stepThenArchive(modelKey, [first, second], 'all', archivist),
      });
      const { processInstanceId: id } = ok<{ processInstanceId: number }>(
        await flowApi(a, applicant.token).apply(modelKey, { days: 1, reason: '会签' }),
      );
      const [taskA, taskB] = [await taskOf(a, first, id), await taskOf(a, second, id)];
      const answers = await Promise.all([
        flowApi(a, first.token).complete({ taskId: taskA, status: 2 }),
        flowApi(b, second.token).complete({ taskId: taskB, status: 2 }),
      ]);
      expect(answers.map((answer) => answer.body.code)).toEqual([ResponseCode.ok, ResponseCode.ok]);
      const archive = await a.db
        .selectFrom('flow_steps')
        .select('id')
        .where('instance_id', '=', id)
        .where('node_id', '=', 'Archive')
        .execute();
      expect(archive).toHaveLength(1);
      expect((await flowApi(a, archivist.token).waiting()).body.total).toBe(1);
    });

    it('a node restarted in the middle of a request: the request goes on where it was', async () => {
      const { a, b } = nodes();
      const author = await designer(a, `n3_author_${dialect}`);
      const applicant = await person(a, `n3_applicant_${dialect}`);
      const manager = await person(a, `n3_manager_${dialect}`);
      const archivist = await person(a, `n3_archivist_${dialect}`);
      const modelKey = 'Process_restart';
      await deployedModel(a, author.token, {
        modelKey,
        name: '重启续办',
        bpmnXml: stepThenArchive(modelKey, [manager], 'any', archivist),
      });
      const { processInstanceId: id } = ok<{ processInstanceId: number }>(
        await flowApi(b, applicant.token).apply(modelKey, { days: 1, reason: '重启' }),
      );
      await b.stop();
      nodeB = await secondNode(a);
      const restarted = nodeB;
      ok(await flowApi(restarted, manager.token).complete({ taskId: await taskOf(restarted, manager, id), status: 2 }));
      ok(
        await flowApi(restarted, archivist.token).complete({
          taskId: await taskOf(restarted, archivist, id),
          status: 2,
        }),
      );
      const rows = (await flowApi(restarted, applicant.token).mine()).body.rows as MyInstanceRow[];
      expect(rows.find((row) => row.processInstanceId === id)).toMatchObject({ status: 2, result: 'passed' });
    });
  });
}
