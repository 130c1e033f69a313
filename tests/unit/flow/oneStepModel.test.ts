/// <reference path="../../../src/server/modules/flow/definition/bpmnModdle.d.ts" />
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { gatehouseModdle, oneStepModelXml, parseFlowDefinition } from '../../../src/server/modules/flow/definition';

const ids = (elements: unknown): string[] =>
  (Array.isArray(elements) ? (elements as ModdleElement[]) : []).map((element) =>
    String(element.bpmnElement && (element.bpmnElement as ModdleElement).id),
  );

describe('oneStepModelXml', () => {
  it('parses back to start → 审批 → end with the given approvers', async () => {
    const xml = oneStepModelXml({
      modelKey: 'Process_login',
      name: '登录审批 <默认> & "流程"',
      approverType: 'role',
      approvers: [1, 4],
      approvalMode: 'all',
    });
    const result = await parseFlowDefinition(xml, { modelKey: 'Process_login', formFields: [] });
    expect(result).toEqual({
      ok: true,
      definition: {
        processId: 'Process_login',
        name: '登录审批 <默认> & "流程"',
        startId: 'StartEvent_1',
        nodes: {
          StartEvent_1: { id: 'StartEvent_1', name: '开始', type: 'start', incoming: [], outgoing: ['Flow_1'] },
          Task_Approve: {
            id: 'Task_Approve',
            name: '审批',
            type: 'userTask',
            incoming: ['Flow_1'],
            outgoing: ['Flow_2'],
            approvers: { kind: 'role', roleIds: [1, 4] },
            mode: 'all',
            timers: [],
          },
          EndEvent_1: { id: 'EndEvent_1', name: '结束', type: 'end', incoming: ['Flow_2'], outgoing: [] },
        },
        flows: {
          Flow_1: { id: 'Flow_1', source: 'StartEvent_1', target: 'Task_Approve', condition: null },
          Flow_2: { id: 'Flow_2', source: 'Task_Approve', target: 'EndEvent_1', condition: null },
        },
      },
    });
  });

  it.each([
    [{ approverType: 'deptSupervisor' as const }, { kind: 'deptSupervisor' }, 'any'],
    [{ approverType: 'users' as const, approvers: [7] }, { kind: 'users', userIds: [7] }, 'any'],
    [
      { approverType: 'formField' as const, approvers: 'reviewer', approvalMode: 'all' as const },
      { kind: 'formField', field: 'reviewer' },
      'all',
    ],
  ])('%j', async (approval, approvers, mode) => {
    const result = await parseFlowDefinition(oneStepModelXml({ modelKey: 'Process_x', name: '默认', ...approval }));
    expect(result.ok && result.definition.nodes.Task_Approve).toMatchObject({ approvers, mode });
  });

  it('draws every element, so the modeler can show it, with no warning from the reader', async () => {
    const xml = oneStepModelXml({ modelKey: 'Process_x', name: '默认', approverType: 'assetOwners' });
    const { rootElement, warnings } = await new BpmnModdle({ gatehouse: gatehouseModdle }).fromXML(xml);
    expect(warnings).toEqual([]);
    const [diagram] = rootElement.diagrams as ModdleElement[];
    const plane = diagram?.plane as ModdleElement;
    expect((plane.bpmnElement as ModdleElement).id).toBe('Process_x');
    expect(ids(plane.planeElement).sort()).toEqual(['EndEvent_1', 'Flow_1', 'Flow_2', 'StartEvent_1', 'Task_Approve']);
  });

  it('refuses a model key that is not an XML id', () => {
    expect(() => oneStepModelXml({ modelKey: 'a"b', name: 'x', approverType: 'assetOwners' })).toThrow();
  });
});
