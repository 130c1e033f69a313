import { performance } from 'node:perf_hooks';
import { PolicyTarget } from '../../../shared/api/sqlPolicyRules';
import { CommandAction } from '../../../shared/rules/approvalRules';
import type { Deps } from '../../deps';
import { fromRow, type StoredCommandPolicy } from './commandPolicies';

/**
 * The enabled SQL policies (db-sessions' judgeStatement), read at most every TTL_MS per process: reading them for every statement cost about
 * 1.5 ms on a PostgreSQL bastion database (measured on a loaded machine), more than the native listeners' budget.
 * A policy saved on this node is seen by the next statement (forgetSqlPolicies); on other nodes within TTL_MS.
 */
const TTL_MS = 2_000;

const loaded = new WeakMap<Deps['db'], { at: number; policies: Promise<StoredCommandPolicy[]> }>();

const ACTIONS = new Set<number>([CommandAction.block, CommandAction.approve, CommandAction.warn]);

export function enabledSqlPolicies(deps: Deps): Promise<StoredCommandPolicy[]> {
  const now = performance.now();
  const cached = loaded.get(deps.db);
  if (cached && now - cached.at < TTL_MS) return cached.policies;
  const policies = deps.db
    .selectFrom('command_policies')
    .selectAll()
    .where('enabled', '=', 1)
    .where('target', '=', PolicyTarget.sql)
    .execute()
    .then((rows) => rows.map(fromRow).filter((policy) => ACTIONS.has(policy.action)));
  loaded.set(deps.db, { at: now, policies });
  // A failed read is not kept: the next statement reads again (and this one fails as a check that could not run).
  policies.catch(() => {
    if (loaded.get(deps.db)?.policies === policies) loaded.delete(deps.db);
  });
  return policies;
}

/** A command policy was added, changed or deleted on this node. */
export function forgetSqlPolicies(deps: Deps): void {
  loaded.delete(deps.db);
}
