import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { readIds, writeJson } from './jsonList';
import type { NameBook, PolicyScopeIds, ScopeWithApprovers } from './scopeNames';

/** The policy tables (migrations 019, 034); all have the columns of schema.ts PolicyColumns. */
export type PolicyTable = 'command_policies' | 'login_policies' | 'behavior_policies';

/** A row of one policy table; PolicyRow without an argument has only the columns all tables share. */
export type PolicyRow<T extends PolicyTable = PolicyTable> = Selectable<Database[T]>;

/** What every policy has, whatever its kind. */
export interface StoredPolicyCommon extends PolicyScopeIds {
  approverIds: number[];
  id: number;
  name: string;
  priority: number;
  action: number;
  enabled: boolean;
}

/** The fields of a save that every kind has; a kind that neither acts on a match nor asks anyone stores 0 and []. */
export interface PolicyBodyCommon extends ScopeWithApprovers {
  name: string;
  priority: number;
  action?: number;
  enabled: boolean;
  description: string;
}

export function readCommonColumns(row: PolicyRow): StoredPolicyCommon {
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
  };
}

/** The part of the list page's and the form's view that every kind shows. */
export function commonView(row: PolicyRow, policy: StoredPolicyCommon, names: NameBook) {
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
    createdBy: row.created_by,
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

/** The columns a save writes that every kind has; `now` is the update time. */
export function commonColumns(body: PolicyBodyCommon, now: string) {
  return {
    name: body.name,
    priority: body.priority,
    action: body.action ?? 0,
    user_ids: writeJson(body.userIds),
    group_ids: writeJson(body.groupIds),
    asset_ids: writeJson(body.assetIds),
    account_ids: writeJson(body.accountIds),
    approver_ids: writeJson(body.approverIds ?? []),
    enabled: body.enabled ? 1 : 0,
    description: body.description,
    updated_at: now,
  };
}
