/**
 * What the operation log records of a state-changing endpoint (see docs/audit.md). Every non-GET
 * endpoint is logged by the registrar; a descriptor adds an `audit` entry only to say more than the
 * defaults: its own title, its business kind, or which ids and names of the input identify the target.
 */
export const AuditKind = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  grant: 'grant',
  other: 'other',
} as const;
export type AuditKind = (typeof AuditKind)[keyof typeof AuditKind];
export const AUDIT_KINDS = Object.values(AuditKind);

/** The validated input of the call, and its reply data when it succeeded. */
export interface AuditInput {
  params: unknown;
  body: unknown;
  reply: unknown;
}

export interface EndpointAudit {
  /** Replaces the summary as the log's title. */
  title?: string;
  /** Replaces the kind guessed from the method and path. */
  kind?: AuditKind;
  /** Replaces the ids and names picked from path parameters and well-known body fields. Never a secret. */
  targets?: (input: AuditInput) => { ids: (string | number)[]; names: string[] };
}
