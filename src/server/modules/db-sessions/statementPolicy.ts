import {
  DB_ROW_LIMIT_DEFAULT,
  DB_ROW_LIMIT_MAX,
  DB_TIMEOUT_MS_DEFAULT,
  DB_TIMEOUT_MS_MAX,
  type DbSession,
} from '../../../shared/api/dbSessions';
import type { MaskRule } from '../../../shared/rules/dataMasking';
import type { ResolvedDbRules } from '../../../shared/rules/dbSessionRules';
import type { StatementLimits } from '../../bastion/database/dbConnection';
import type { Deps } from '../../deps';
import { type BehaviorFacts, behaviorFor, dbRulesFor } from '../policies';

/** What applies to one statement of the web SQL console: its limits and the masking of its result. */
export interface StatementPolicy {
  limits: StatementLimits;
  masking: MaskRule[];
}

/**
 * The row limit and timeout in effect under the behaviour policies: the policy's value when one sets it (and the
 * most a caller may ask for), else the bastion's default (and a caller may ask for up to the largest).
 */
export function limitsInEffect(rules: ResolvedDbRules): { maxRows: number; timeoutMs: number; capped: boolean } {
  return {
    maxRows: rules.dbRowLimit ?? DB_ROW_LIMIT_DEFAULT,
    timeoutMs: rules.dbTimeoutSeconds === null ? DB_TIMEOUT_MS_DEFAULT : rules.dbTimeoutSeconds * 1000,
    capped: rules.dbRowLimit !== null || rules.dbTimeoutSeconds !== null,
  };
}

/**
 * The policy of one statement, decided when it is sent (a policy changed meanwhile applies to the next statement):
 * what the caller asked for, never more than the policy allows.
 */
export async function statementPolicyFor(
  deps: Deps,
  facts: BehaviorFacts,
  asked: { maxRows?: number | undefined; timeoutMs?: number | undefined },
): Promise<StatementPolicy> {
  const rules = await dbRulesFor(deps, facts);
  const inEffect = limitsInEffect(rules);
  const ceiling = (askedValue: number | undefined, policyValue: number | null, fallback: number, max: number) =>
    Math.min(askedValue ?? policyValue ?? fallback, policyValue ?? max);
  return {
    limits: {
      maxRows: ceiling(asked.maxRows, rules.dbRowLimit, inEffect.maxRows, DB_ROW_LIMIT_MAX),
      timeoutMs: ceiling(
        asked.timeoutMs,
        rules.dbTimeoutSeconds === null ? null : rules.dbTimeoutSeconds * 1000,
        inEffect.timeoutMs,
        DB_TIMEOUT_MS_MAX,
      ),
    },
    masking: rules.masking,
  };
}

/**
 * What the session-open reply tells the console (DbSession): the limits a statement runs under now, the idle
 * timeout (the bastion's, or a policy's shorter one), the maximum length, and whether masking rules apply.
 */
export async function openingPolicy(
  deps: Deps,
  facts: BehaviorFacts,
  bastionIdleSeconds: number,
): Promise<
  Pick<DbSession, 'idleTimeoutSeconds' | 'rowLimit' | 'statementTimeoutMs' | 'maxSessionMinutes' | 'masking'>
> {
  const [behavior, rules] = await Promise.all([behaviorFor(deps, facts), dbRulesFor(deps, facts)]);
  const limits = limitsInEffect(rules);
  return {
    idleTimeoutSeconds:
      behavior.idleMinutes === null ? bastionIdleSeconds : Math.min(bastionIdleSeconds, behavior.idleMinutes * 60),
    rowLimit: limits.maxRows,
    statementTimeoutMs: limits.timeoutMs,
    maxSessionMinutes: behavior.maxSessionMinutes,
    masking: rules.masking.length > 0,
  };
}
