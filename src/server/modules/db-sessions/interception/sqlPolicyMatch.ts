import { CommandAction } from '../../../../shared/rules/approvalRules';
import type { StoredCommandPolicy } from '../../policies';
import { matchesObject, type ObjectPattern, parseObjectPattern } from './objectPattern';
import type { StatementFacts } from './sqlFacts';

/** An enabled SQL policy with its table rules read once. */
export interface SqlPolicy {
  stored: StoredCommandPolicy;
  kinds: ReadonlySet<string>;
  objects: ObjectPattern[];
}

export function toSqlPolicy(stored: StoredCommandPolicy): SqlPolicy {
  return {
    stored,
    kinds: new Set(stored.sqlKinds),
    objects: stored.sqlObjects.map(parseObjectPattern).filter((pattern) => pattern !== null),
  };
}

/** Block 0, hold 1, warn 2: a smaller number is stricter (as command policies rank them). */
const strictness = (policy: SqlPolicy) => policy.stored.action;

/** Smaller priority number first; on a tie the stricter action, then the smaller id (policyMatcher's order). */
export function rankSqlPolicies(policies: SqlPolicy[]): SqlPolicy[] {
  return [...policies].sort(
    (a, b) => a.stored.priority - b.stored.priority || strictness(a) - strictness(b) || a.stored.id - b.stored.id,
  );
}

/**
 * Every rule the policy sets must hold (kinds, without WHERE, tables): `DELETE` + `salary` is a DELETE on salary.
 * `defaultSchema` stands for a table named without its schema.
 */
export function policyMatches(policy: SqlPolicy, facts: StatementFacts, defaultSchema: string | null): boolean {
  if (policy.kinds.size > 0 && !policy.kinds.has(facts.kind)) return false;
  if (policy.stored.sqlNoWhere && !facts.noWhere) return false;
  if (policy.objects.length === 0) return true;
  return facts.touched.some((object) =>
    policy.objects.some((pattern) => matchesObject(pattern, object, defaultSchema)),
  );
}

export interface SqlMatch {
  policy: SqlPolicy;
  /** The policy applied because the text could not be parsed and it fails closed. */
  unparseable: boolean;
}

/**
 * The deciding policy of a text: each statement's highest-ranked matching policy, then the strictest of those
 * (block over hold over warn; the earlier statement on a tie). An unparseable text is matched by the policies
 * that fail closed. `ranked` must come from rankSqlPolicies and be in the caller's scope.
 */
export function decideSql(
  ranked: readonly SqlPolicy[],
  facts: StatementFacts[] | 'unparseable',
  defaultSchema: string | null,
): SqlMatch | null {
  if (facts === 'unparseable') {
    const policy = ranked.find((candidate) => candidate.stored.sqlUnparseable === 0);
    return policy ? { policy, unparseable: true } : null;
  }
  let chosen: SqlPolicy | null = null;
  for (const statement of facts) {
    const policy = ranked.find((candidate) => policyMatches(candidate, statement, defaultSchema));
    if (policy && (chosen === null || strictness(policy) < strictness(chosen))) chosen = policy;
    if (chosen?.stored.action === CommandAction.block) break;
  }
  return chosen ? { policy: chosen, unparseable: false } : null;
}
