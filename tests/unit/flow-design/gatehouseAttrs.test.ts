/// <reference path="../../../src/server/modules/flow/definition/bpmnModdle.d.ts" />
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import {
  approvalModePatch,
  approverFieldPatch,
  approverIdsPatch,
  approverTypePatch,
  GATEHOUSE_ATTR,
  NEW_TASK_ATTRS,
  type PropertyPatch,
  parseIdList,
  readApproval,
  readTimerAction,
  takesIds,
  timerActionPatch,
} from '../../../src/app/features/flow-design/designer/gatehouseAttrs';
import { gatehouseModdle } from '../../../src/shared/protocol/gatehouseModdle';

interface Settable {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
}

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:gatehouse="http://gatehouse.dev/schema/bpmn" id="D" targetNamespace="http://gatehouse.dev/schema/bpmn">
  <bpmn:process id="Process_t">
    <bpmn:userTask id="Task_Role" gatehouse:approverType="role" gatehouse:approvers="3, 7" gatehouse:approvalMode="all" />
    <bpmn:userTask id="Task_Bare" />
    <bpmn:userTask id="Task_Odd" gatehouse:approverType="robots" gatehouse:approvalMode="some" />
    <bpmn:boundaryEvent id="Timer_1" attachedToRef="Task_Role" gatehouse:timerAction="expire">
      <bpmn:timerEventDefinition id="TimerDef_1" />
    </bpmn:boundaryEvent>
    <bpmn:boundaryEvent id="Timer_2" attachedToRef="Task_Role">
      <bpmn:timerEventDefinition id="TimerDef_2" />
    </bpmn:boundaryEvent>
  </bpmn:process>
</bpmn:definitions>`;

/** The diagram's elements as bpmn-js's modeler holds them (same moddle, same extension). */
async function elements(): Promise<Record<string, Settable>> {
  const { elementsById } = await new BpmnModdle({ gatehouse: gatehouseModdle }).fromXML(XML);
  return elementsById as unknown as Record<string, Settable>;
}

/** What modeling.updateProperties does with a patch. */
const apply = (element: Settable, patch: PropertyPatch) => {
  for (const [name, value] of Object.entries(patch)) element.set(name, value);
};

describe('Gatehouse attributes on a user task', () => {
  it('reads the approver type, the approvers and the mode', async () => {
    const { Task_Role } = await elements();
    expect(readApproval(Task_Role as Settable)).toEqual({
      approverType: 'role',
      approvers: '3, 7',
      approvalMode: 'all',
    });
  });

  it('reads a task without attributes as no type, no approvers, any one', async () => {
    const { Task_Bare, Task_Odd } = await elements();
    expect(readApproval(Task_Bare as Settable)).toEqual({ approverType: null, approvers: '', approvalMode: 'any' });
    expect(readApproval(Task_Odd as Settable)).toEqual({ approverType: null, approvers: '', approvalMode: 'any' });
  });

  it('a new type drops the approvers of the old one', async () => {
    const task = (await elements()).Task_Role as Settable;
    apply(task, approverTypePatch('users'));
    expect(readApproval(task)).toEqual({ approverType: 'users', approvers: '', approvalMode: 'all' });
    apply(task, approverIdsPatch([5, 9, 5]));
    expect(task.get(GATEHOUSE_ATTR.approvers)).toBe('5,9');
    apply(task, approverIdsPatch([]));
    expect(task.get(GATEHOUSE_ATTR.approvers)).toBeUndefined();
  });

  it('writes a form field and the mode', async () => {
    const task = (await elements()).Task_Bare as Settable;
    apply(task, approverTypePatch('formField'));
    apply(task, approverFieldPatch(' approver '));
    apply(task, approvalModePatch('all'));
    expect(readApproval(task)).toEqual({ approverType: 'formField', approvers: 'approver', approvalMode: 'all' });
    apply(task, approverFieldPatch(''));
    expect(task.get(GATEHOUSE_ATTR.approvers)).toBeUndefined();
  });

  it('starts a drawn task as a new model does: department supervisor, any one', async () => {
    const task = (await elements()).Task_Bare as Settable;
    apply(task, NEW_TASK_ATTRS);
    expect(readApproval(task)).toEqual({ approverType: 'deptSupervisor', approvers: '', approvalMode: 'any' });
  });

  it('knows which types hold ids', () => {
    expect(takesIds('users')).toBe(true);
    expect(takesIds('role')).toBe(true);
    expect(takesIds('formField')).toBe(false);
    expect(takesIds('deptSupervisor')).toBe(false);
    expect(takesIds(null)).toBe(false);
  });
});

describe('parseIdList', () => {
  it('keeps positive ids once, in order', () => {
    expect(parseIdList('3, 7,12,3')).toEqual([3, 7, 12]);
    expect(parseIdList(' 4 ,, 0, -2, x, 1.5, 08, 9')).toEqual([4, 9]);
    expect(parseIdList('')).toEqual([]);
  });
});

describe('the timer action', () => {
  it('reads expire, and escalate by default', async () => {
    const { Timer_1, Timer_2 } = await elements();
    expect(readTimerAction(Timer_1 as Settable)).toBe('expire');
    expect(readTimerAction(Timer_2 as Settable)).toBe('escalate');
  });

  it('writes it', async () => {
    const timer = (await elements()).Timer_2 as Settable;
    apply(timer, timerActionPatch('expire'));
    expect(readTimerAction(timer)).toBe('expire');
  });
});
