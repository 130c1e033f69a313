/**
 * A deployed approval flow as the engine runs it: the BPMN 2.0 diagram reduced to the elements Gatehouse
 * executes (docs/flows.md "Supported elements"). Plain JSON: a deployed version stores it beside its XML,
 * so a running instance keeps the graph it started with.
 */

/** Who decides a user task. The applicant is never among the approvers of a step. */
export type ApproverSource =
  | { kind: 'users'; userIds: number[] }
  | { kind: 'role'; roleIds: number[] }
  /** Supervisors (department role 1) of the applicant's departments. */
  | { kind: 'deptSupervisor' }
  /** The owners of the asset the request is about (the business facts name it). */
  | { kind: 'assetOwners' }
  /** User ids held by a field of the submitted form (a single id or a list). */
  | { kind: 'formField'; field: string }
  /** The approvers the process filing the request names (a login or command policy's approvers). */
  | { kind: 'requested' };

/** any: the first decision settles the step; all: countersign, every approver must agree. */
export type ApprovalMode = 'any' | 'all';

/** escalate: the task is withdrawn and the flow follows the timer's outgoing path; expire: the instance ends. */
export type TimerAction = 'escalate' | 'expire';

export type Comparison = '==' | '!=' | '>' | '>=' | '<' | '<=' | 'contains';

/** A condition on the submitted form's fields, e.g. `days > 3 && kind == 'prod'`. */
export type Condition =
  | { op: 'and' | 'or'; left: Condition; right: Condition }
  | { op: 'not'; operand: Condition }
  | { op: 'compare'; field: string; comparison: Comparison; value: string | number | boolean };

interface NodeBase {
  id: string;
  name: string;
  /** Ids of the sequence flows that enter / leave the node, in document order. */
  incoming: string[];
  outgoing: string[];
}

export interface BoundaryTimer {
  id: string;
  name: string;
  /** From the moment the task is created (ISO 8601 timeDuration, e.g. PT30M). */
  durationMs: number;
  action: TimerAction;
  /** Where the flow goes when the timer fires; empty for an expiry without a path. */
  outgoing: string[];
}

export type FlowNode =
  | (NodeBase & { type: 'start' })
  | (NodeBase & { type: 'end' })
  | (NodeBase & { type: 'userTask'; approvers: ApproverSource; mode: ApprovalMode; timers: BoundaryTimer[] })
  | (NodeBase & { type: 'exclusiveGateway'; defaultFlow: string | null })
  | (NodeBase & { type: 'parallelGateway' });

export interface SequenceFlow {
  id: string;
  source: string;
  target: string;
  condition: Condition | null;
}

export interface FlowDefinition {
  /** The BPMN process id; equals the model key (Process_…). */
  processId: string;
  name: string;
  startId: string;
  nodes: Record<string, FlowNode>;
  flows: Record<string, SequenceFlow>;
}

/** The outcome of reading a diagram: the definition, or every problem found (message references, msgRef). */
export type DefinitionResult = { ok: true; definition: FlowDefinition } | { ok: false; problems: string[] };
