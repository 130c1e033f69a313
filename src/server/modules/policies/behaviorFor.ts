import { type ResolvedBehavior, resolveBehavior } from '../../../shared/rules/behaviorRules';
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
  const policies = await behaviorPolicies.loadEnabled(deps);
  return async (facts) => {
    if (policies.length === 0) return resolveBehavior([]);
    const [groups, tags] = await Promise.all([
      deps.db.selectFrom('user_group_members').select('group_id').where('user_id', '=', facts.userId).execute(),
      deps.db.selectFrom('asset_tags').select('tag_id').where('asset_id', '=', facts.assetId).execute(),
    ]);
    const groupIds = groups.map((row) => row.group_id);
    const tagIds = tags.map((row) => row.tag_id);
    return resolveBehavior(policies.filter((policy) => inScope(policy, facts, groupIds, tagIds)));
  };
}
