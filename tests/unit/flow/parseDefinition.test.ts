import { describe, expect, it } from 'vitest';
import { type FlowDefinition, parseFlowDefinition } from '../../../src/server/modules/flow/definition';
import { and, bpmnXml, duration, end, flow, linear, render, start, task, timer, xor } from '../../support/bpmnFixture';

async function definitionOf(xml: string, options: Parameters<typeof parseFlowDefinition>[1] = {}) {
  const result = await parseFlowDefinition(xml, options);
  if (!result.ok) throw new Error(result.problems.map((problem) => render(problem, 'en')).join('\n'));
  return result.definition;
}

describe('parseFlowDefinition reads', () => {
  it('a two-level flow: any, then countersign', async () => {
    const xml = bpmnXml([
      start(),
      task('Task_Manager', { name: '经理审批', approverType: 'users', approvers: '1, 2,2' }),
      task('Task_Ops', { name: '运维审批', approverType: 'role', approvers: '3', approvalMode: 'all' }),
      end(),
      flow('Flow_1', 'Start', 'Task_Manager'),
      flow('Flow_2', 'Task_Manager', 'Task_Ops'),
      flow('Flow_3', 'Task_Ops', 'End'),
    ]);
    const expected: FlowDefinition = {
      processId: 'Process_test',
      name: '测试流程',
      startId: 'Start',
      nodes: {
        Start: { id: 'Start', name: '开始', type: 'start', incoming: [], outgoing: ['Flow_1'] },
        Task_Manager: {
          id: 'Task_Manager',
          name: '经理审批',
          type: 'userTask',
          incoming: ['Flow_1'],
          outgoing: ['Flow_2'],
          approvers: { kind: 'users', userIds: [1, 2] },
          mode: 'any',
          timers: [],
        },
        Task_Ops: {
          id: 'Task_Ops',
          name: '运维审批',
          type: 'userTask',
          incoming: ['Flow_2'],
          outgoing: ['Flow_3'],
          approvers: { kind: 'role', roleIds: [3] },
          mode: 'all',
          timers: [],
        },
        End: { id: 'End', name: '结束', type: 'end', incoming: ['Flow_3'], outgoing: [] },
      },
      flows: {
        Flow_1: { id: 'Flow_1', source: 'Start', target: 'Task_Manager', condition: null },
        Flow_2: { id: 'Flow_2', source: 'Task_Manager', target: 'Task_Ops', condition: null },
        Flow_3: { id: 'Flow_3', source: 'Task_Ops', target: 'End', condition: null },
      },
    };
    const definition = await definitionOf(xml, { modelKey: 'Process_test', formFields: [] });
    expect(definition).toEqual(expected);
    expect(Object.keys(definition.nodes)).toEqual(['Start', 'Task_Manager', 'Task_Ops', 'End']);
    // Stored beside the XML as JSON: nothing may be lost on the way.
    expect(JSON.parse(JSON.stringify(definition))).toEqual(expected);
  });

  it('an exclusive gateway with conditions, a default flow and a loop back', async () => {
    const xml = bpmnXml([
      start(),
      task('Task_1'),
      xor('Gateway_1', 'Flow_Default', '天数'),
      task('Task_Long', { approverType: 'deptSupervisor' }),
      task('Task_Prod', { approverType: 'assetOwners' }),
      xor('Gateway_Join'),
      end(),
      flow('Flow_1', 'Start', 'Task_1'),
      flow('Flow_2', 'Task_1', 'Gateway_1'),
      flow('Flow_Long', 'Gateway_1', 'Task_Long', `\${days > 3}`),
      flow('Flow_Prod', 'Gateway_1', 'Task_Prod', "kind == 'prod' && !(tags contains 'safe')"),
      flow('Flow_Default', 'Gateway_1', 'Gateway_Join'),
      flow('Flow_3', 'Task_Long', 'Gateway_Join'),
      flow('Flow_4', 'Task_Prod', 'Task_1'),
      flow('Flow_5', 'Gateway_Join', 'End'),
    ]);
    const definition = await definitionOf(xml, { formFields: ['days', 'kind', 'tags'] });
    expect(definition.nodes.Gateway_1).toEqual({
      id: 'Gateway_1',
      name: '天数',
      type: 'exclusiveGateway',
      incoming: ['Flow_2'],
      outgoing: ['Flow_Long', 'Flow_Prod', 'Flow_Default'],
      defaultFlow: 'Flow_Default',
    });
    expect(definition.nodes.Gateway_Join).toMatchObject({
      name: '',
      defaultFlow: null,
      incoming: ['Flow_Default', 'Flow_3'],
    });
    expect(definition.nodes.Task_1).toMatchObject({ incoming: ['Flow_1', 'Flow_4'] });
    expect(definition.nodes.Task_Long).toMatchObject({ approvers: { kind: 'deptSupervisor' } });
    expect(definition.nodes.Task_Prod).toMatchObject({ approvers: { kind: 'assetOwners' } });
    expect(definition.flows.Flow_Long?.condition).toEqual({ op: 'compare', field: 'days', comparison: '>', value: 3 });
    expect(definition.flows.Flow_Prod?.condition).toMatchObject({ op: 'and' });
    expect(definition.flows.Flow_Default?.condition).toBeNull();
  });

  it('a gateway with one outgoing flow needs no condition', async () => {
    const xml = bpmnXml([
      start(),
      xor('Gateway_1'),
      task('Task_1'),
      end(),
      flow('Flow_1', 'Start', 'Gateway_1'),
      flow('Flow_2', 'Gateway_1', 'Task_1'),
      flow('Flow_3', 'Task_1', 'End'),
    ]);
    expect((await definitionOf(xml)).flows.Flow_2?.condition).toBeNull();
  });

  it('a parallel fork and join', async () => {
    const xml = bpmnXml([
      start(),
      and('Fork'),
      task('Task_A', { approverType: 'formField', approvers: 'reviewer' }),
      task('Task_B', { approverType: 'role', approvers: '4,5' }),
      and('Join'),
      end(),
      flow('Flow_1', 'Start', 'Fork'),
      flow('Flow_A', 'Fork', 'Task_A'),
      flow('Flow_B', 'Fork', 'Task_B'),
      flow('Flow_A2', 'Task_A', 'Join'),
      flow('Flow_B2', 'Task_B', 'Join'),
      flow('Flow_2', 'Join', 'End'),
    ]);
    const definition = await definitionOf(xml, { formFields: ['reviewer'] });
    expect(definition.nodes.Fork).toEqual({
      id: 'Fork',
      name: '',
      type: 'parallelGateway',
      incoming: ['Flow_1'],
      outgoing: ['Flow_A', 'Flow_B'],
    });
    expect(definition.nodes.Join).toMatchObject({ incoming: ['Flow_A2', 'Flow_B2'], outgoing: ['Flow_2'] });
    expect(definition.nodes.Task_A).toMatchObject({ approvers: { kind: 'formField', field: 'reviewer' } });
    expect(definition.nodes.Task_B).toMatchObject({ approvers: { kind: 'role', roleIds: [4, 5] } });
  });

  it('timer boundary events that escalate or expire', async () => {
    const xml = bpmnXml([
      start(),
      task('Task_1', { name: '经理审批' }),
      timer('Timer_Escalate', 'Task_1', { name: '2 小时未处理', definition: duration('PT2H') }),
      task('Task_Director', { name: '总监审批' }),
      timer('Timer_Expire', 'Task_Director', { action: 'expire', definition: duration('P1D') }),
      timer('Timer_ExpirePath', 'Task_Director', { action: 'expire', definition: duration('P2W') }),
      end(),
      end('End_Expired', '', '已过期'),
      flow('Flow_1', 'Start', 'Task_1'),
      flow('Flow_2', 'Task_1', 'End'),
      flow('Flow_3', 'Timer_Escalate', 'Task_Director'),
      flow('Flow_4', 'Task_Director', 'End'),
      flow('Flow_5', 'Timer_ExpirePath', 'End_Expired'),
    ]);
    const definition = await definitionOf(xml);
    expect(definition.nodes.Task_1).toMatchObject({
      outgoing: ['Flow_2'],
      timers: [
        { id: 'Timer_Escalate', name: '2 小时未处理', durationMs: 7_200_000, action: 'escalate', outgoing: ['Flow_3'] },
      ],
    });
    expect(definition.nodes.Task_Director).toMatchObject({
      incoming: ['Flow_3'],
      timers: [
        { id: 'Timer_Expire', name: '', durationMs: 86_400_000, action: 'expire', outgoing: [] },
        { id: 'Timer_ExpirePath', durationMs: 14 * 86_400_000, action: 'expire', outgoing: ['Flow_5'] },
      ],
    });
    // Boundary events are part of their task, not nodes; their flows start at the boundary's id.
    expect(definition.nodes.Timer_Escalate).toBeUndefined();
    expect(definition.flows.Flow_3).toEqual({
      id: 'Flow_3',
      source: 'Timer_Escalate',
      target: 'Task_Director',
      condition: null,
    });
  });

  it('past the drawing: diagram interchange, lanes, annotations, groups, documentation, other extensions', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:gatehouse="http://gatehouse.dev/schema/bpmn" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:category id="Category_1"><bpmn:categoryValue id="CategoryValue_1" value="审批组" /></bpmn:category>
  <bpmn:process id="Process_draw" isExecutable="true">
    <bpmn:documentation>说明文字</bpmn:documentation>
    <bpmn:laneSet id="LaneSet_1"><bpmn:lane id="Lane_1" name="运维"><bpmn:flowNodeRef>Task_1</bpmn:flowNodeRef></bpmn:lane></bpmn:laneSet>
    <bpmn:startEvent id="Start"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="Task_1" camunda:assignee="x" gatehouse:approverType="users" gatehouse:approvers="9">
      <bpmn:documentation>第一步</bpmn:documentation>
      <bpmn:extensionElements><camunda:properties><camunda:property name="a" value="b" /></camunda:properties></bpmn:extensionElements>
      <bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:endEvent id="End"><bpmn:incoming>Flow_2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start" targetRef="Task_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_1" targetRef="End" />
    <bpmn:textAnnotation id="Note_1"><bpmn:text>备注</bpmn:text></bpmn:textAnnotation>
    <bpmn:association id="Association_1" sourceRef="Task_1" targetRef="Note_1" />
    <bpmn:group id="Group_1" categoryValueRef="CategoryValue_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_draw">
      <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Gone_di" bpmnElement="Gone"><dc:Bounds x="0" y="0" width="10" height="10" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
    const definition = await definitionOf(xml, { modelKey: 'Process_draw' });
    expect(Object.keys(definition.nodes)).toEqual(['Start', 'Task_1', 'End']);
    expect(definition.name).toBe('');
    expect(definition.nodes.Task_1).toMatchObject({ approvers: { kind: 'users', userIds: [9] }, mode: 'any' });
  });

  it('ids that name Object.prototype members as plain keys', async () => {
    const xml = bpmnXml([
      start('__proto__'),
      task('constructor'),
      end('toString'),
      flow('hasOwnProperty', '__proto__', 'constructor'),
      flow('valueOf', 'constructor', 'toString'),
    ]);
    const definition = await definitionOf(xml);
    expect(Object.getPrototypeOf(definition.nodes)).toBe(Object.prototype);
    expect(Object.hasOwn(definition.nodes, '__proto__')).toBe(true);
    expect(definition.startId).toBe('__proto__');
    expect(definition.nodes.constructor).toMatchObject({ type: 'userTask', incoming: ['hasOwnProperty'] });
  });

  it('the linear fixture, as the refusal tests start from it', async () => {
    expect(Object.keys((await definitionOf(bpmnXml(linear()))).nodes)).toEqual(['Start', 'Task_1', 'End']);
  });
});
