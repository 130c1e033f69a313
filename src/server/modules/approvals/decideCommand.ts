import { CommandAction } from '../../../shared/rules/approvalRules';
import { type CommandPolicy, type PolicyAction, PolicySet } from '../../bastion/intercept/policyMatcher';
import type { Deps } from '../../deps';
import { commandPolicies, type StoredCommandPolicy } from '../policies';
import { groupIdsOf } from './requestFacts';

export interface CommandFacts {
  userId: number;
  assetId: number;
  accountId: number;
  /** The submitted line. */
  line: string;
  /** Every reading of the line the line editor offers (lineEditor's candidates); default [line]. */
  candidates?: readonly string[];
}

export interface CommandDecision {
  action: 'allow' | 'block' | 'warn' | 'hold';
  /** The deciding policy; null with 'allow' when no policy matched. */
  policyId: number | null;
  policyName: string;
  /** 'hold': who decides (the policy's approvers; empty = holders of system:approval:decide). */
  approverIds: number[];
  /** The regular expression ran out of time and the policy was applied as if it matched (fail closed). */
  timedOut: boolean;
}

const MATCHER_ACTION: Record<number, PolicyAction> = {
  [CommandAction.block]: 'block',
  [CommandAction.approve]: 'approve',
  [CommandAction.warn]: 'warn',
};

/**
 * One policy row with several patterns becomes one matcher policy per pattern, all with the row's id. SQL
 * policies (target 1) judge database statements (db-sessions/judgeStatement.ts), never shell lines.
 */
export function toMatcherPolicies(policies: readonly StoredCommandPolicy[]): CommandPolicy[] {
  return policies.flatMap((policy) => {
    const action = MATCHER_ACTION[policy.action];
    if (!action || policy.target !== 0) return [];
    return policy.patterns.map((pattern) => ({
      id: policy.id,
      name: policy.name,
      priority: policy.priority,
      matchKind: policy.matchKind,
      pattern,
      action,
      enabled: policy.enabled,
      scope: {
        userIds: policy.userIds,
        groupIds: policy.groupIds,
        assetIds: policy.assetIds,
        accountIds: policy.accountIds,
      },
    }));
  });
}

/**
 * What to do with a submitted line: the highest-priority enabled policy in scope whose pattern matches any
 * reading of it (policyMatcher.ts). Reads the policies from the database on every call, so a change made
 * on any node applies to the next line everywhere.
 */
export async function decideCommand(deps: Deps, facts: CommandFacts): Promise<CommandDecision> {
  const [stored, groupIds] = await Promise.all([commandPolicies.loadEnabled(deps), groupIdsOf(deps.db, facts.userId)]);
  const set = new PolicySet(toMatcherPolicies(stored));
  for (const problem of set.problems)
    deps.log.warn({ policyId: problem.policyId, problem: problem.message }, 'command policy skipped');
  const candidates = facts.candidates && facts.candidates.length > 0 ? facts.candidates : [facts.line];
  const match = set.match(candidates, {
    userId: facts.userId,
    groupIds,
    assetId: facts.assetId,
    accountId: facts.accountId,
  });
  if (!match) return { action: 'allow', policyId: null, policyName: '', approverIds: [], timedOut: false };
  const policy = stored.find((p) => p.id === match.policy.id);
  const action = match.policy.action === 'approve' ? 'hold' : match.policy.action;
  return {
    action,
    policyId: match.policy.id,
    policyName: policy?.name ?? '',
    approverIds: action === 'hold' ? (policy?.approverIds ?? []) : [],
    timedOut: match.timedOut,
  };
}
