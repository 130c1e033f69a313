import { type ResolvedBehavior, resolveBehavior } from '../../../shared/rules/behaviorRules';
import { type ResolvedDbRules, resolveDbRules } from '../../../shared/rules/dbSessionRules';
import type { Deps } from '../../deps';
import { behaviorPolicies, type StoredBehaviorPolicy } from './behaviorPolicies';

export interface BehaviorFacts {
  userId: number;
  assetId: number;
  accountId: number;
}

/** Empty scope lists mean "all"; an asset is in a tag scope when it carries one of the tags. */
function inScope(
  policy: StoredBehaviorPolicy,
  facts: BehaviorFacts,
  groupIds: readonly number[],
  tagIds: readonly number[],
): boolean {
  const allows = (ids: number[], value: number) => ids.length === 0 || ids.includes(value);
  const meets = (ids: number[], values: readonly number[]) => ids.length === 0 || ids.some((id) => values.includes(id));
  return (
    allows(policy.userIds, facts.userId) &&
    meets(policy.groupIds, groupIds) &&
    allows(policy.assetIds, facts.assetId) &&
    allows(policy.accountIds, facts.accountId) &&
    meets(policy.tagIds, tagIds)
  );
}

/**
 * What the enabled behaviour policies decide for this user on this account now (behaviorRules.resolveBehavior).
 * Read from the database on every call, so a change made on any node applies to the next check everywhere.
 */
export async function behaviorFor(deps: Deps, facts: BehaviorFacts): Promise<ResolvedBehavior> {
  return (await behaviorResolver(deps))(facts);
}

/** The enabled policies read once, for deciding many sessions in one sweep (the standing check). */
export async function behaviorResolver(deps: Deps): Promise<(facts: BehaviorFacts) => Promise<ResolvedBehavior>> {
  const applicable = await applicableResolver(deps);
  return async (facts) => resolveBehavior(await applicable(facts));
}

/**
 * The database rules (row limit, statement timeout, masking) the enabled behaviour policies decide for this user
 * on this account now, in the same scope and precedence as the other rules (dbSessionRules.resolveDbRules).
 */
export async function dbRulesFor(deps: Deps, facts: BehaviorFacts): Promise<ResolvedDbRules> {
  return resolveDbRules(await (await applicableResolver(deps))(facts));
}

/** The enabled policies read once; per session, those whose scope takes in its user, asset and account. */
async function applicableResolver(deps: Deps): Promise<(facts: BehaviorFacts) => Promise<StoredBehaviorPolicy[]>> {
  const policies = await behaviorPolicies.loadEnabled(deps);
  return async (facts) => {
    if (policies.length === 0) return [];
    const [groups, tags] = await Promise.all([
      deps.db.selectFrom('user_group_members').select('group_id').where('user_id', '=', facts.userId).execute(),
      deps.db.selectFrom('asset_tags').select('tag_id').where('asset_id', '=', facts.assetId).execute(),
    ]);
    const groupIds = groups.map((row) => row.group_id);
    const tagIds = tags.map((row) => row.tag_id);
    return policies.filter((policy) => inScope(policy, facts, groupIds, tagIds));
  };
}
