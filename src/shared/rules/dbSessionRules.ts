import type { MaskRule } from './dataMasking';

/**
 * The database rules of behaviour policies (docs/database-sessions.md, "Policies"): the row limit and statement
 * timeout of the web SQL console's statements and the masking rules of its results. They combine like the other
 * behaviour rules (behaviorRules.resolveBehavior): the applicable policy with the lowest priority number that sets a
 * rule decides; at equal priority the stricter value wins (the lower limit, the shorter timeout, the rules of all
 * of them for masking). A policy whose masking list is empty leaves masking unset.
 */

export const DB_POLICY_ROW_LIMIT_MAX = 10_000;
export const DB_POLICY_TIMEOUT_SECONDS_MAX = 600;

export interface DbRuleValues {
  dbRowLimit: number | null;
  dbTimeoutSeconds: number | null;
  masking: MaskRule[];
}

export interface RankedDbPolicy extends DbRuleValues {
  id: number;
  name: string;
  priority: number;
}

export interface ResolvedDbRules {
  /** null: not set by any policy (the bastion's default applies, and a caller may ask for up to the maximum). */
  dbRowLimit: number | null;
  dbTimeoutSeconds: number | null;
  masking: MaskRule[];
  /** Rule name → the deciding policy's name (for masking, the names of the policies whose rules apply). */
  decidedBy: Record<string, string>;
}

export function resolveDbRules(applicable: readonly RankedDbPolicy[]): ResolvedDbRules {
  const ranked = [...applicable].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const decidedBy: Record<string, string> = {};
  const lowest = (rule: 'dbRowLimit' | 'dbTimeoutSeconds'): number | null => {
    let chosen: { value: number; priority: number; name: string } | null = null;
    for (const policy of ranked) {
      const value = policy[rule];
      if (value === null) continue;
      if (chosen && policy.priority > chosen.priority) break;
      if (!chosen || value < chosen.value) chosen = { value, priority: policy.priority, name: policy.name };
    }
    if (chosen) decidedBy[rule] = chosen.name;
    return chosen?.value ?? null;
  };
  const maskingPolicies: RankedDbPolicy[] = [];
  for (const policy of ranked) {
    if (policy.masking.length === 0) continue;
    const first = maskingPolicies[0];
    if (first && policy.priority > first.priority) break;
    maskingPolicies.push(policy);
  }
  if (maskingPolicies.length > 0) decidedBy.masking = maskingPolicies.map((policy) => policy.name).join(', ');
  return {
    dbRowLimit: lowest('dbRowLimit'),
    dbTimeoutSeconds: lowest('dbTimeoutSeconds'),
    masking: maskingPolicies.flatMap((policy) => policy.masking),
    decidedBy,
  };
}
