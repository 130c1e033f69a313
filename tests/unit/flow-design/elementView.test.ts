/// <reference path="../../../src/server/modules/flow/definition/bpmnModdle.d.ts" />
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import type { DiagramElement } from '../../../src/app/features/flow-design/designer/bpmnServices';
import { diagramElements } from '../../../src/app/features/flow-design/designer/diagramElements';
import {
  type DiagramBusinessObject,
  elementLabel,
  elementView,
} from '../../../src/app/features/flow-design/designer/elementView';
import { gatehouseModdle } from '../../../src/shared/protocol/gatehouseModdle';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:gatehouse="http://gatehouse.dev/schema/bpmn" id="D" targetNamespace="http://gatehouse.dev/schema/bpmn">
  <bpmn:process id="Process_leave">
    <bpmn:startEvent id="Start" name="开始" />
    <bpmn:exclusiveGateway id="Days" name="天数" default="Short" />
    <bpmn:userTask id="Boss" name="经理审批" gatehouse:approverType="users" gatehouse:approvers="4" />
    <bpmn:userTask id="Lead" name="组长审批" />
    <bpmn:endEvent id="End" />
    <bpmn:boundaryEvent id="Late" name="超时" attachedToRef="Boss" gatehouse:timerAction="expire">
      <bpmn:timerEventDefinition id="LateDef"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT4H</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="ToDays" sourceRef="Start" targetRef="Days" />
    <bpmn:sequenceFlow id="Long" name="多于三天" sourceRef="Days" targetRef="Boss">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">days &gt; 3</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Short" sourceRef="Days" targetRef="Lead" />
    <bpmn:sequenceFlow id="Done" sourceRef="Boss" targetRef="End" />
  </bpmn:process>
</bpmn:definitions>`;

async function read(): Promise<Record<string, DiagramBusinessObject>> {
  const { elementsById } = await new BpmnModdle({ gatehouse: gatehouseModdle }).fromXML(XML);
  return elementsById as unknown as Record<string, DiagramBusinessObject>;
}

describe('elementView', () => {
  it('reads a step with its approvers', async () => {
    const { Boss } = await read();
    expect(elementView(Boss as DiagramBusinessObject)).toEqual({
      kind: 'userTask',
      id: 'Boss',
      name: '经理审批',
      approval: { approverType: 'users', approvers: '4', approvalMode: 'any' },
    });
  });

  it("reads a gateway's branches: a condition, or the default", async () => {
    const { Long, Short } = await read();
    expect(elementView(Long as DiagramBusinessObject)).toEqual({
      kind: 'branch',
      id: 'Long',
      name: '多于三天',
      condition: 'days > 3',
      isDefault: false,
    });
    expect(elementView(Short as DiagramBusinessObject)).toEqual({
      kind: 'branch',
      id: 'Short',
      name: '',
      condition: '',
      isDefault: true,
    });
  });

  it('reads any other flow as a plain flow', async () => {
    const { Done } = await read();
    expect(elementView(Done as DiagramBusinessObject)).toEqual({ kind: 'flow', id: 'Done', name: '' });
  });

  it('reads a timer with its duration and action', async () => {
    const { Late } = await read();
    expect(elementView(Late as DiagramBusinessObject)).toEqual({
      kind: 'timer',
      id: 'Late',
      name: '超时',
      duration: 'PT4H',
      action: 'expire',
    });
  });

  it('reads events and gateways as named nodes', async () => {
    const { Start, Days } = await read();
    expect(elementView(Start as DiagramBusinessObject)).toEqual({
      kind: 'node',
      id: 'Start',
      name: '开始',
      type: 'bpmn:StartEvent',
    });
    expect(elementView(Days as DiagramBusinessObject).kind).toBe('node');
  });

  it('names an element by its name, else its id', () => {
    expect(elementLabel({ id: 'Task_1', name: ' 审批 ' })).toBe('审批');
    expect(elementLabel({ id: 'Task_1', name: '  ' })).toBe('Task_1');
    expect(elementLabel({ id: 'Task_1' })).toBe('Task_1');
  });

  it('names an unnamed flow by where it leads', async () => {
    const { Done, Long } = await read();
    expect(elementLabel(Done as DiagramBusinessObject)).toBe('经理审批 → End');
    expect(elementLabel(Long as DiagramBusinessObject)).toBe('多于三天');
  });
});

describe('diagramElements', () => {
  it('lists nodes and flows by kind, then name, without the process and labels', async () => {
    const objects = await read();
    const shape = (id: string, type: string, extra: Partial<DiagramElement> = {}): DiagramElement => ({
      id,
      type,
      businessObject: objects[id] ?? ({ id, $type: type, get: () => undefined } as DiagramBusinessObject),
      ...extra,
    });
    const lead = shape('Lead', 'bpmn:UserTask');
    const listed = diagramElements([
      shape('Process_leave', 'bpmn:Process'),
      shape('End', 'bpmn:EndEvent'),
      shape('Done', 'bpmn:SequenceFlow'),
      lead,
      shape('Lead_label', 'label', { labelTarget: lead }),
      shape('Boss', 'bpmn:UserTask'),
      shape('Start', 'bpmn:StartEvent'),
      shape('Days', 'bpmn:ExclusiveGateway'),
    ]);
    expect(listed.map((element) => element.id)).toEqual(['Start', 'Boss', 'Lead', 'Days', 'End', 'Done']);
  });
});
