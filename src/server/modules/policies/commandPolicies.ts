import type { z } from 'zod';
import type {
  AddCommandPolicyBodySchema,
  CommandPolicy,
  ListPoliciesQuerySchema,
  UpdateCommandPolicyBodySchema,
} from '../../../shared/api/policies';
import { ResponseCode } from '../../../shared/codes';
import { checkPattern } from '../../bastion/intercept/patternSafety';
import type { CommandPoliciesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/appError';
import { readIds, readStrings, writeJson } from './jsonList';
import { nameContains } from './nameFilter';
import { policyNotFound, rethrowNameTaken } from './policyErrors';
import { NameBook } from './scopeNames';

type Row = Omit<CommandPoliciesTable, 'id'> & { id: number };
type Body = z.output<typeof AddCommandPolicyBodySchema>;

/** A stored command policy read back into plain lists. */
export interface StoredCommandPolicy {
  id: number;
  name: string;
  priority: number;
  matchKind: 0 | 1;
  patterns: string[];
  action: number;
  enabled: boolean;
  approverIds: number[];
  userIds: number[];
  groupIds: number[];
  assetIds: number[];
  accountIds: number[];
}

export function fromRow(row: Row): StoredCommandPolicy {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    matchKind: row.match_kind === 1 ? 1 : 0,
    patterns: readStrings(row.patterns),
    action: row.action,
    enabled: row.enabled === 1,
    approverIds: readIds(row.approver_ids),
    userIds: readIds(row.user_ids),
    groupIds: readIds(row.group_ids),
    assetIds: readIds(row.asset_ids),
    accountIds: readIds(row.account_ids),
  };
}

function toView(row: Row, names: NameBook): CommandPolicy {
  const policy = fromRow(row);
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
    matchKind: policy.matchKind,
    patterns: policy.patterns,
    action: row.action,
    scope,
    scopeNames: names.scope(scope),
    approvers: names.named('users', policy.approverIds),
    createdBy: row.created_by,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

/** Every enabled policy, for the interceptor (decideCommand). */
export async function loadEnabledCommandPolicies(deps: Deps): Promise<StoredCommandPolicy[]> {
  const rows = await deps.db.selectFrom('command_policies').selectAll().where('enabled', '=', 1).execute();
  return rows.map(fromRow);
}

export async function listCommandPolicies(
  deps: Deps,
  query: z.output<typeof ListPoliciesQuerySchema>,
): Promise<{ rows: CommandPolicy[]; total: number }> {
  let base = deps.db.selectFrom('command_policies');
  if (query.name) base = base.where(nameContains('name', query.name));
  const { total } = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('priority')
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  const names = await NameBook.load(deps.db, rows.map(fromRow));
  return { total: Number(total), rows: rows.map((row) => toView(row, names)) };
}

export async function getCommandPolicy(deps: Deps, id: number): Promise<CommandPolicy> {
  const row = await deps.db.selectFrom('command_policies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw policyNotFound();
  return toView(row, await NameBook.load(deps.db, [fromRow(row)]));
}

/** Every pattern passes the save-time safety check (patternSafety.ts), or the save is refused naming it. */
function checkPatterns(body: Body): void {
  body.patterns.forEach((pattern, index) => {
    const check = checkPattern(body.matchKind, pattern);
    if (!check.ok)
      throw new AppError(
        ResponseCode.policyPatternInvalid,
        'policyPatternInvalid',
        { index: index + 1, detail: check.message },
        { data: { field: 'patterns', index, problem: check.problem } },
      );
  });
}

function columnsOf(body: Body, now: string) {
  return {
    name: body.name,
    priority: body.priority,
    action: body.action,
    match_kind: body.matchKind,
    patterns: writeJson(body.patterns),
    user_ids: writeJson(body.userIds),
    group_ids: writeJson(body.groupIds),
    asset_ids: writeJson(body.assetIds),
    account_ids: writeJson(body.accountIds),
    approver_ids: writeJson(body.approverIds),
    enabled: body.enabled ? 1 : 0,
    description: body.description,
    updated_at: now,
  };
}

export async function addCommandPolicy(deps: Deps, userName: string, body: Body): Promise<CommandPolicy> {
  checkPatterns(body);
  (await NameBook.load(deps.db, [body])).requireAll(body);
  const now = deps.now().toISOString();
  const { id } = await deps.db
    .insertInto('command_policies')
    .values({ ...columnsOf(body, now), created_by: userName, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(rethrowNameTaken);
  return getCommandPolicy(deps, id);
}

export async function updateCommandPolicy(
  deps: Deps,
  body: z.output<typeof UpdateCommandPolicyBodySchema>,
): Promise<CommandPolicy> {
  checkPatterns(body);
  const stored = await deps.db.selectFrom('command_policies').selectAll().where('id', '=', body.id).executeTakeFirst();
  if (!stored) throw policyNotFound();
  (await NameBook.load(deps.db, [body])).requireAll(body, fromRow(stored));
  const result = await deps.db
    .updateTable('command_policies')
    .set(columnsOf(body, deps.now().toISOString()))
    .where('id', '=', body.id)
    .executeTakeFirst()
    .catch(rethrowNameTaken);
  if (Number(result.numUpdatedRows) === 0) throw policyNotFound();
  return getCommandPolicy(deps, body.id);
}

export async function removeCommandPolicies(deps: Deps, ids: number[]): Promise<number> {
  const result = await deps.db.deleteFrom('command_policies').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
