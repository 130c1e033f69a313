/**
 * Gatehouse's own BPMN attributes, as a moddle extension package. The server's reader (readBpmn.ts) and
 * the browser modeler (bpmn-js `moddleExtensions: { gatehouse: gatehouseModdle }`) load this same object,
 * so it stays plain JSON-able data with no imports: keep it that way.
 *
 *   <bpmn:userTask gatehouse:approverType="role" gatehouse:approvers="3,7" gatehouse:approvalMode="all"/>
 *   <bpmn:boundaryEvent attachedToRef="Task_1" gatehouse:timerAction="expire">…</bpmn:boundaryEvent>
 *
 * The attributes are plain strings here; parseDefinition.ts checks their values against the lists below.
 */
export const GATEHOUSE_BPMN_URI = 'http://gatehouse.dev/schema/bpmn';
export const GATEHOUSE_BPMN_PREFIX = 'gatehouse';

/** Values of gatehouse:approverType; ApproverSource['kind'] in types.ts. */
export const APPROVER_TYPES = ['users', 'role', 'deptSupervisor', 'assetOwners', 'formField', 'requested'] as const;
/** Values of gatehouse:approvalMode; ApprovalMode in types.ts. */
export const APPROVAL_MODES = ['any', 'all'] as const;
/** Values of gatehouse:timerAction; TimerAction in types.ts. */
export const TIMER_ACTIONS = ['escalate', 'expire'] as const;

export const gatehouseModdle = {
  name: 'Gatehouse',
  uri: GATEHOUSE_BPMN_URI,
  prefix: GATEHOUSE_BPMN_PREFIX,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  enumerations: [],
  types: [
    {
      name: 'ApprovalTask',
      extends: ['bpmn:UserTask'],
      properties: [
        /** users | role | deptSupervisor | assetOwners | formField | requested */
        { name: 'approverType', isAttr: true, type: 'String' },
        /** Comma-separated user or role ids; for formField the key of the form field holding the user ids. */
        { name: 'approvers', isAttr: true, type: 'String' },
        /** any (the first decision settles the step) | all (countersign) */
        { name: 'approvalMode', isAttr: true, type: 'String', default: 'any' },
      ],
    },
    {
      name: 'ApprovalTimer',
      extends: ['bpmn:BoundaryEvent'],
      properties: [
        /** escalate (follow the timer's path) | expire (the request ends as expired) */
        { name: 'timerAction', isAttr: true, type: 'String', default: 'escalate' },
      ],
    },
  ],
};
