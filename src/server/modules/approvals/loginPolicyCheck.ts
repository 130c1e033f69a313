import { ApprovalStatus, inTimeWindows, LoginAction } from '../../../shared/rules/approvalRules';
import { accessAllows } from '../../../shared/rules/grantRules';
import type { Deps } from '../../deps';
import { loginPolicies, type StoredLoginPolicy } from '../policies';
import { groupIdsOf } from './requestFacts';

export interface LoginFacts {
  userId: number;
  assetId: number;
  accountId: number;
  sourceIp: string;
  /** Default: deps.now(). */
  now?: Date;
}

export type LoginPolicyDecision =
  | {
      kind: 'allow';
      /** The policy that allowed it; null when no policy applies. */
      policyId: number | null;
      policyName: string;
      /** Allowed through an approved request: its id and when the login window ends. */
      approvalId: number | null;
      windowEndTime: string | null;
    }
  | { kind: 'deny'; policyId: number; policyName: string; reason: 'loginPolicyDenied' }
  | {
      kind: 'approvalRequired';
      policyId: number;
      policyName: string;
      /** The policy's approvers; empty = holders of system:approval:decide. */
      approverIds: number[];
      /** A request of this user for this asset and account already waiting, if any. */
      pendingId: number | null;
    };

function inScope(policy: StoredLoginPolicy, facts: LoginFacts, groupIds: readonly number[]): boolean {
  const allows = (ids: number[], value: number) => ids.length === 0 || ids.includes(value);
  return (
    allows(policy.userIds, facts.userId) &&
    (policy.groupIds.length === 0 || policy.groupIds.some((id) => groupIds.includes(id))) &&
    allows(policy.assetIds, facts.assetId) &&
    allows(policy.accountIds, facts.accountId)
  );
}

/** A policy applies when the login is in its scope, its time windows and its source-address list. */
export function policyApplies(
  policy: StoredLoginPolicy,
  facts: LoginFacts & { now: Date },
  groupIds: readonly number[],
): boolean {
  return (
    inScope(policy, facts, groupIds) &&
    inTimeWindows(policy.days, policy.timeRanges, facts.now) &&
    accessAllows(policy.accessMode, policy.accessEntries, facts.sourceIp)
  );
}

/** Lower priority number first; on a tie deny before approval before allow, then the older policy. */
const STRICTNESS: Record<number, number> = { [LoginAction.deny]: 0, [LoginAction.approve]: 1, [LoginAction.allow]: 2 };

/**
 * What the login policies say (docs/approvals.md "Login policies"): the first applicable policy by
 * priority decides; no applicable policy allows. Authorisation (mayUseAsset) is a separate check the
 * gateway makes first: a policy never grants what an authorisation does not.
 */
export async function checkLoginPolicy(deps: Deps, input: LoginFacts): Promise<LoginPolicyDecision> {
  const facts = { ...input, now: input.now ?? deps.now() };
  const [policies, groupIds] = await Promise.all([loginPolicies.loadEnabled(deps), groupIdsOf(deps.db, facts.userId)]);
  const deciding = policies
    .filter((policy) => policyApplies(policy, facts, groupIds))
    .sort(
      (a, b) => a.priority - b.priority || (STRICTNESS[a.action] ?? 3) - (STRICTNESS[b.action] ?? 3) || a.id - b.id,
    )[0];
  if (!deciding || deciding.action === LoginAction.allow)
    return {
      kind: 'allow',
      policyId: deciding?.id ?? null,
      policyName: deciding?.name ?? '',
      approvalId: null,
      windowEndTime: null,
    };
  if (deciding.action === LoginAction.deny)
    return { kind: 'deny', policyId: deciding.id, policyName: deciding.name, reason: 'loginPolicyDenied' };
  const nowText = facts.now.toISOString();
  const requests = await deps.db
    .selectFrom('login_approvals')
    .select(['id', 'status', 'window_ends_at'])
    .where('user_id', '=', facts.userId)
    .where('asset_id', '=', facts.assetId)
    .where('account_id', '=', facts.accountId)
    .where('status', 'in', [ApprovalStatus.pending, ApprovalStatus.approved])
    .orderBy('id', 'desc')
    .execute();
  const open = requests.find(
    (row) => row.status === ApprovalStatus.approved && row.window_ends_at !== null && row.window_ends_at > nowText,
  );
  if (open)
    return {
      kind: 'allow',
      policyId: deciding.id,
      policyName: deciding.name,
      approvalId: open.id,
      windowEndTime: open.window_ends_at,
    };
  const pending = requests.find((row) => row.status === ApprovalStatus.pending);
  return {
    kind: 'approvalRequired',
    policyId: deciding.id,
    policyName: deciding.name,
    approverIds: deciding.approverIds,
    pendingId: pending?.id ?? null,
  };
}
