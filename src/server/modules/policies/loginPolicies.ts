import type { z } from 'zod';
import type {
  AddLoginPolicyBodySchema,
  ListPoliciesQuerySchema,
  LoginPolicy,
  UpdateLoginPolicyBodySchema,
} from '../../../shared/api/policies';
import type { TimeRange } from '../../../shared/approvalRules';
import type { LoginPoliciesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { readIds, readJson, readStrings, writeJson } from './jsonList';
import { nameContains } from './nameFilter';
import { policyNotFound, rethrowNameTaken } from './policyErrors';
import { NameBook } from './scopeNames';

type Row = Omit<LoginPoliciesTable, 'id'> & { id: number };
type Body = z.output<typeof AddLoginPolicyBodySchema>;

export interface StoredLoginPolicy {
  id: number;
  name: string;
  priority: number;
  action: number;
  enabled: boolean;
  approverIds: number[];
  userIds: number[];
  groupIds: number[];
  assetIds: number[];
  accountIds: number[];
  days: number[];
  timeRanges: TimeRange[];
  accessMode: number | null;
  accessEntries: string[];
}

function readRanges(text: string): TimeRange[] {
  const value = readJson(text);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is TimeRange =>
      typeof item === 'object' && item !== null && typeof item.start === 'string' && typeof item.end === 'string',
  );
}

export function fromLoginRow(row: Row): StoredLoginPolicy {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    action: row.action,
    enabled: row.enabled === 1,
    approverIds: readIds(row.approver_ids),
    userIds: readIds(row.user_ids),
    groupIds: readIds(row.group_ids),
    assetIds: readIds(row.asset_ids),
    accountIds: readIds(row.account_ids),
    days: readIds(row.days),
    timeRanges: readRanges(row.time_ranges),
    accessMode: row.access_mode,
    accessEntries: readStrings(row.access_entries),
  };
}

function toView(row: Row, names: NameBook): LoginPolicy {
  const policy = fromLoginRow(row);
  const scope = {
    userIds: policy.userIds,
    groupIds: policy.groupIds,
    assetIds: policy.assetIds,
    accountIds: policy.accountIds,
  };
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    enabled: policy.enabled,
    description: row.description,
    action: row.action,
    scope,
    scopeNames: names.scope(scope),
    approvers: names.named('users', policy.approverIds),
    days: policy.days,
    timeRanges: policy.timeRanges,
    accessMode: policy.accessMode,
    accessEntries: policy.accessEntries,
    createdBy: row.created_by,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export async function loadEnabledLoginPolicies(deps: Deps): Promise<StoredLoginPolicy[]> {
  const rows = await deps.db.selectFrom('login_policies').selectAll().where('enabled', '=', 1).execute();
  return rows.map(fromLoginRow);
}

export async function listLoginPolicies(
  deps: Deps,
  query: z.output<typeof ListPoliciesQuerySchema>,
): Promise<{ rows: LoginPolicy[]; total: number }> {
  let base = deps.db.selectFrom('login_policies');
  if (query.name) base = base.where(nameContains('name', query.name));
  const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('priority')
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  const names = await NameBook.load(deps.db, rows.map(fromLoginRow));
  return { total: Number(total), rows: rows.map((row) => toView(row, names)) };
}

export async function getLoginPolicy(deps: Deps, id: number): Promise<LoginPolicy> {
  const row = await deps.db.selectFrom('login_policies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw policyNotFound();
  return toView(row, await NameBook.load(deps.db, [fromLoginRow(row)]));
}

function columnsOf(body: Body, now: string) {
  return {
    name: body.name,
    priority: body.priority,
    action: body.action,
    user_ids: writeJson(body.userIds),
    group_ids: writeJson(body.groupIds),
    asset_ids: writeJson(body.assetIds),
    account_ids: writeJson(body.accountIds),
    approver_ids: writeJson(body.approverIds),
    enabled: body.enabled ? 1 : 0,
    description: body.description,
    days: writeJson(body.days),
    time_ranges: writeJson(body.timeRanges),
    access_mode: body.accessMode,
    access_entries: writeJson(body.accessMode === null ? [] : body.accessEntries),
    updated_at: now,
  };
}

export async function addLoginPolicy(deps: Deps, userName: string, body: Body): Promise<LoginPolicy> {
  (await NameBook.load(deps.db, [body])).requireAll(body);
  const now = deps.now().toISOString();
  const { id } = await deps.db
    .insertInto('login_policies')
    .values({ ...columnsOf(body, now), created_by: userName, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(rethrowNameTaken);
  return getLoginPolicy(deps, id);
}

export async function updateLoginPolicy(
  deps: Deps,
  body: z.output<typeof UpdateLoginPolicyBodySchema>,
): Promise<LoginPolicy> {
  const stored = await deps.db.selectFrom('login_policies').selectAll().where('id', '=', body.id).executeTakeFirst();
  if (!stored) throw policyNotFound();
  (await NameBook.load(deps.db, [body])).requireAll(body, fromLoginRow(stored));
  const result = await deps.db
    .updateTable('login_policies')
    .set(columnsOf(body, deps.now().toISOString()))
    .where('id', '=', body.id)
    .executeTakeFirst()
    .catch(rethrowNameTaken);
  if (Number(result.numUpdatedRows) === 0) throw policyNotFound();
  return getLoginPolicy(deps, body.id);
}

export async function removeLoginPolicies(deps: Deps, ids: number[]): Promise<number> {
  const result = await deps.db.deleteFrom('login_policies').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
