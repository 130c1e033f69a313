/**
 * Approval flows (docs/flows.md): the states the spec names (§4 Flow approval status, approval result
 * codes) and the process kinds a flow model can be bound to (§5 "Approval reasons required per process").
 */

/** Spec §4 Flow approval status. An instance is waiting (1) until it ends approved (2) or not (3). */
export const FlowStatus = { waiting: 1, approved: 2, refused: 3 } as const;
export type FlowStatusValue = (typeof FlowStatus)[keyof typeof FlowStatus];

/**
 * Spec §4 approval result codes: passed, refused, in approval, approval ended (a timer expired the request),
 * flow terminated (an administrator stopped it), revoked (the applicant cancelled it). The values are those of
 * the approval_result dictionary (src/shared/enums.ts).
 */
export const FLOW_RESULTS = ['in_approval', 'passed', 'refused', 'ended', 'terminated', 'revoked'] as const;
export type FlowResult = (typeof FLOW_RESULTS)[number];

/** A step (one user task reached once) and each approver's task in it. */
export const FlowTaskStatus = { waiting: 1, approved: 2, refused: 3, cancelled: 4 } as const;
export type FlowTaskStatusValue = (typeof FlowTaskStatus)[keyof typeof FlowTaskStatus];

/** What a request that needs a second person is about; each kind is bound to at most one flow model. */
export const PROCESS_KINDS = ['vault', 'login', 'command', 'export', 'transfer', 'share', 'clipboard'] as const;
export type ProcessKind = (typeof PROCESS_KINDS)[number];

/** Entries of the comment timeline of an instance. */
export const FLOW_COMMENT_KINDS = [
  'submit',
  'approve',
  'refuse',
  'cancel',
  'stop',
  'escalate',
  'expire',
  'passed',
] as const;
export type FlowCommentKind = (typeof FLOW_COMMENT_KINDS)[number];

/** Spec §5 refusal reason; also the longest comment an approver writes. */
export const FLOW_COMMENT_MAX = 99;
