import { type AuditInput, AuditKind } from '../../../shared/api/auditSpec';
import type { Endpoint } from '../../../shared/api/endpoint';

/**
 * What the operation log says a call was about, from its descriptor and input. Only chosen fields are
 * read: integer ids and a few name fields. Bodies are never kept whole, so a password, code, ticket,
 * key or certificate in a body cannot reach the log.
 */
export interface AuditFacts {
  title: string;
  kind: AuditKind;
  targetIds: string;
  targetNames: string;
}

const MAX_LIST = 512;

/** Body fields that name a target; each is a plain name, never a secret. */
const NAME_FIELDS = new Set([
  'userName',
  'username',
  'roleKey',
  'roleNameZh',
  'roleNameEn',
  'deptName',
  'groupName',
  'fileName',
]);

/** Reply fields that carry the id of what a call created. */
const CREATED_ID = /^(id|[a-z]+Id)$/;
const ID_FIELD = /^(id|ids|[a-z][A-Za-z]*Ids?)$/;
const DIGITS = /^\d{1,18}$/;

export function auditFacts(endpoint: Endpoint, input: AuditInput, lookedUpNames: readonly string[] = []): AuditFacts {
  const spec = endpoint.audit;
  const targets = spec?.targets ? spec.targets(input) : defaultTargets(input);
  return {
    title: (spec?.title ?? endpoint.summary).slice(0, 255),
    kind: spec?.kind ?? guessKind(endpoint),
    targetIds: joinCapped(targets.ids.map(String)),
    targetNames: joinCapped([...new Set([...targets.names, ...lookedUpNames])]),
  };
}

/** The business kind from the method and the last word of the path. */
export function guessKind(endpoint: Pick<Endpoint, 'method' | 'path'>): AuditKind {
  const words = endpoint.path.split('/').filter((word) => word !== '' && !word.startsWith(':'));
  const last = words.at(-1) ?? '';
  if (endpoint.method === 'DELETE' || /^(del|delete|remove)/i.test(last)) return AuditKind.delete;
  if (/authRole|authUser/.test(endpoint.path)) return AuditKind.grant;
  if (endpoint.method === 'PUT') return AuditKind.edit;
  if (/^add/i.test(last) || (words.length === 2 && words[0] === 'system')) return AuditKind.add;
  if (/^(update|lock|unlock|reset|force|set)/i.test(last) || /Passwd$/.test(last)) return AuditKind.edit;
  return AuditKind.other;
}

function defaultTargets({ params, body, reply }: AuditInput): { ids: string[]; names: string[] } {
  const ids: string[] = [];
  const names: string[] = [];
  for (const value of Object.values(asRecord(params))) {
    if (typeof value === 'string') ids.push(...value.split(',').filter((part) => DIGITS.test(part)));
  }
  for (const [key, value] of Object.entries(asRecord(body))) {
    if (ID_FIELD.test(key)) ids.push(...idsOf(value));
    else if (NAME_FIELDS.has(key) && typeof value === 'string' && value.trim() !== '') names.push(value.trim());
  }
  for (const [key, value] of Object.entries(asRecord(reply))) {
    if (CREATED_ID.test(key)) ids.push(...idsOf(value));
  }
  return { ids: [...new Set(ids)], names: [...new Set(names)] };
}

function idsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((item) => (typeof item === 'number' && Number.isInteger(item)) || typeof item === 'string')
    .map(String)
    .filter((text) => DIGITS.test(text));
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function joinCapped(values: string[]): string {
  const text = values.map((value) => value.replaceAll(',', ' ')).join(',');
  return text.length <= MAX_LIST ? text : `${text.slice(0, MAX_LIST - 1)}…`;
}
