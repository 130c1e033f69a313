import { Permission } from '../../src/shared/access/permissions';
import { ok, type Person, person } from './approvalFixtures';
import { call } from './client';
import { ensureAdmin } from './fixtures';
import type { TestServer } from './harness';

/** The flow calls as one caller makes them; each answers the whole envelope. */
export function flowApi(server: TestServer, token: string) {
  const send = (method: string, path: string, body?: unknown, query?: Record<string, string>) =>
    call(server.app, method, `/api/flow${path}`, { token, body, query });
  const byInstance = (id: number) => ({ processInstanceId: String(id) });
  return {
    addModel: (body: Record<string, unknown>) => send('POST', '/model/add', body),
    editModel: (body: Record<string, unknown>) => send('PUT', '/model/edit', body),
    deploy: (id: number) => send('POST', `/model/deploy/${id}`),
    enable: (id: number, enabled: boolean) => send('PUT', '/model/enable', { id, enabled }),
    bind: (id: number, processKind: string | null) => send('PUT', '/model/bind', { id, processKind }),
    removeModels: (ids: number[]) => send('POST', `/model/remove/${ids.join(',')}`),
    listModels: (query: Record<string, string> = {}) => send('GET', '/model/list', undefined, query),
    apply: (modelKey: string, formData: Record<string, unknown>) =>
      send('POST', '/start_form_flow', { modelKey, formData }),
    appliable: () => send('GET', '/appliable_models'),
    formOf: (modelKey: string) => send('GET', '/get_form_info_by_model_key', undefined, { modelKey }),
    xmlOf: (modelKey: string) => send('POST', '/load_bpmn_xml_by_model_key', undefined, { modelKey }),
    mine: (body: Record<string, unknown> = {}) => send('POST', '/find_my_processinstances_pager_model', body),
    waiting: (body: Record<string, unknown> = {}) => send('POST', '/get_apping_tasks_pager_model', body),
    decided: (body: Record<string, unknown> = {}) => send('POST', '/get_applyed_tasks_pager_model', body),
    complete: (body: Record<string, unknown>) => send('POST', '/complete', body),
    cancel: (id: number) => send('GET', `/cancel_instance/${id}`),
    stop: (processInstanceId: number, reason: string) => send('POST', '/stop_process', { processInstanceId, reason }),
    comments: (id: number) => send('POST', '/get_comment_infos_by_process_instance_id', undefined, byInstance(id)),
    form: (id: number) => send('GET', '/get_form_data_info_by_process_instance_id', undefined, byInstance(id)),
    highlight: (id: number) =>
      send('GET', '/get_high_lighted_node_vo_by_process_instance_id', undefined, byInstance(id)),
    activity: (id: number, activityId: string) =>
      send('POST', '/get_one_activity_vo_by_process_instance_id_and_activity_id', undefined, {
        ...byInstance(id),
        activityId,
      }),
    modelApprovers: (modelId: number) => send('GET', `/get_approver_list/${modelId}`),
    instanceApprovers: (id: number) => send('GET', `/get_approver_list_process_instance_id/${id}`),
  };
}

/** A designer of flows (system:flow:edit), signed in (Gatehouse set up first if need be). */
export async function designer(server: TestServer, userName: string): Promise<Person> {
  await ensureAdmin(server);
  return person(server, userName, [Permission.flowEdit]);
}

/** The leave form of the suites: days (number, required) and a reason (required, at most 99 characters). */
export function leaveForm(): Record<string, unknown> {
  return {
    list: [
      {
        type: 'number',
        key: 'days',
        model: 'days',
        name: '天数',
        options: { required: true, min: 0, max: 365, step: 1 },
        rules: [],
      },
      {
        type: 'input',
        key: 'reason',
        model: 'reason',
        name: '申请理由',
        options: { required: true, maxlength: 99 },
        rules: [],
      },
    ],
  };
}

/** Creates and deploys a model; answers its id. */
export async function deployedModel(
  server: TestServer,
  token: string,
  model: { modelKey: string; name: string; bpmnXml: string; form?: Record<string, unknown> },
): Promise<number> {
  const api = flowApi(server, token);
  const created = ok<{ id: number }>(await api.addModel({ form: leaveForm(), ...model }));
  ok(await api.deploy(created.id));
  return created.id;
}

/** The caller's waiting task on an instance (fails the test when there is none). */
export async function taskOf(server: TestServer, who: Person, instanceId: number): Promise<number> {
  const rows = (await flowApi(server, who.token).waiting({ pageSize: 100 })).body.rows as {
    taskId: number;
    processInstanceId: number;
  }[];
  const row = rows.find((candidate) => candidate.processInstanceId === instanceId);
  if (!row) throw new Error(`${who.userName} has no waiting task on request ${instanceId}`);
  return row.taskId;
}
