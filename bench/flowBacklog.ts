import { sql } from 'kysely';
import type { Db, DialectName } from '../src/server/db/database';
import { apply } from '../src/server/modules/flow';
import { FlowTaskStatus } from '../src/shared/rules/flowRules';
import { openBenchApp, percentile, withPgDatabase } from './assetList';
import type { BenchRow } from './table';

/**
 * Approval flows at 10,000 running requests: filed through the engine (two steps, the bench administrator
 * decides the first), then the backlog call (POST get_apping_tasks_pager_model, page 1 of 10, with its
 * count) and the complete call (approve, which opens the second step) timed through the HTTP layer.
 * Baseline: a plain indexed select of the same page from flow_tasks, in the same run.
 */
const INSTANCES = 10_000;
const APPLICANTS = 50;
const ROUNDS = 200;

export interface FlowBacklogResult {
  dialect: DialectName;
  instances: number;
  backlogP50: number;
  backlogP95: number;
  completeP50: number;
  completeP95: number;
  baselineP50: number;
  baselineP95: number;
}

const FORM = {
  list: [
    { type: 'number', key: 'days', model: 'days', name: '天数', options: { required: true, min: 0 }, rules: [] },
    { type: 'input', key: 'reason', model: 'reason', name: '理由', options: { required: true }, rules: [] },
  ],
};

function twoSteps(modelKey: string, first: number, second: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:gatehouse="http://gatehouse.dev/schema/bpmn" id="Defs" targetNamespace="http://gatehouse.dev/flows">
  <bpmn:process id="${modelKey}" isExecutable="true">
    <bpmn:startEvent id="Start" />
    <bpmn:userTask id="First" name="一审" gatehouse:approverType="users" gatehouse:approvers="${first}" />
    <bpmn:userTask id="Second" name="二审" gatehouse:approverType="users" gatehouse:approvers="${second}" />
    <bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="First" />
    <bpmn:sequenceFlow id="F2" sourceRef="First" targetRef="Second" />
    <bpmn:sequenceFlow id="F3" sourceRef="Second" targetRef="End" />
  </bpmn:process>
</bpmn:definitions>`;
}

async function seedUsers(db: Db, prefix: string, count: number): Promise<{ id: number; name: string }[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    user_name: `${prefix}${index}`,
    nick_name: `${prefix}${index}`,
    password_hash: '',
    email: '',
    phonenumber: '',
    avatar: '',
    user_kind: 0,
    user_source: 0,
    status: 0,
    valid_from: null,
    valid_to: null,
    must_change_password: 0 as const,
    password_changed_at: now,
    failed_attempts: 0,
    locked_until: null,
    dept_id: null,
    created_at: now,
    updated_at: now,
  }));
  const inserted = await db.insertInto('users').values(rows).returning(['id', 'user_name']).execute();
  return inserted.map((row) => ({ id: row.id, name: row.user_name }));
}

async function measureOn(dialect: DialectName, databaseUrl: string | undefined): Promise<FlowBacklogResult> {
  const { app, inject, token, close } = await openBenchApp(databaseUrl);
  try {
    const deps = app.gatehouse;
    const me = (await inject('GET', '/ucenter/user/getLoginInfo', token)).data as { userId: number };
    const [reviewer] = await seedUsers(deps.db, 'flow_reviewer_', 1);
    const applicants = await seedUsers(deps.db, 'flow_applicant_', APPLICANTS);
    if (!reviewer) throw new Error('no reviewer seeded');
    const modelKey = 'Process_bench';
    const model = (await inject('POST', '/api/flow/model/add', token, {
      modelKey,
      name: '压测流程',
      form: FORM,
      bpmnXml: twoSteps(modelKey, me.userId, reviewer.id),
    })) as { data: { id: number } };
    await inject('POST', `/api/flow/model/deploy/${model.data.id}`, token);
    for (let index = 0; index < INSTANCES; index += 1) {
      const applicant = applicants[index % APPLICANTS] ?? applicants[0];
      if (!applicant) throw new Error('no applicant seeded');
      await apply(
        deps,
        { id: applicant.id, name: applicant.name, hasPermission: () => false },
        { modelKey, formData: { days: (index % 9) + 1, reason: `第 ${index} 号申请` } },
      );
    }
    if (dialect === 'postgres') await sql`ANALYZE`.execute(deps.db);

    const timed = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const backlog = () => inject('POST', '/api/flow/get_apping_tasks_pager_model', token, { pageNum: 1, pageSize: 10 });
    const plainSelect = () =>
      deps.db
        .selectFrom('flow_tasks')
        .selectAll()
        .where('assignee_id', '=', me.userId)
        .where('status', '=', FlowTaskStatus.waiting)
        .orderBy('id')
        .limit(10)
        .execute();
    await backlog();
    await plainSelect();
    const backlogTimes: number[] = [];
    const completeTimes: number[] = [];
    const baselineTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      backlogTimes.push(await timed(backlog));
      baselineTimes.push(await timed(plainSelect));
      const page = (await backlog()) as { rows?: { taskId: number }[] };
      const taskId = page.rows?.[round % 10]?.taskId ?? page.rows?.[0]?.taskId;
      if (taskId === undefined) throw new Error('the backlog ran dry');
      completeTimes.push(await timed(() => inject('POST', '/api/flow/complete', token, { taskId, status: 2 })));
    }
    return {
      dialect,
      instances: INSTANCES,
      backlogP50: percentile(backlogTimes, 0.5),
      backlogP95: percentile(backlogTimes, 0.95),
      completeP50: percentile(completeTimes, 0.5),
      completeP95: percentile(completeTimes, 0.95),
      baselineP50: percentile(baselineTimes, 0.5),
      baselineP95: percentile(baselineTimes, 0.95),
    };
  } finally {
    await close();
  }
}

export async function measureFlowBacklog(dialect: DialectName): Promise<FlowBacklogResult> {
  return dialect === 'postgres' ? withPgDatabase((url) => measureOn(dialect, url)) : measureOn(dialect, undefined);
}

export function flowBacklogRows(result: FlowBacklogResult): BenchRow[] {
  const label = result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const fmt = (value: number) => value.toFixed(1);
  const baseline = `${fmt(result.baselineP95)} ms plain indexed select (p95)`;
  return [
    {
      benchmark: `approval backlog, page 1 with count, ${result.instances.toLocaleString('en')} running (${label}, p95; p50 ${fmt(result.backlogP50)} ms)`,
      value: `${fmt(result.backlogP95)} ms`,
      baseline,
      ratio: `${(result.backlogP95 / result.baselineP95).toFixed(1)}×`,
      target: '≤ 20 ms',
    },
    {
      benchmark: `approval complete, opens the next step (${label}, p95; p50 ${fmt(result.completeP50)} ms)`,
      value: `${fmt(result.completeP95)} ms`,
      baseline,
      ratio: `${(result.completeP95 / result.baselineP95).toFixed(1)}×`,
      target: '≤ 20 ms',
    },
  ];
}
