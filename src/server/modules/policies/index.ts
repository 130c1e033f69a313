/** What other modules use from this module. */

export { type BehaviorFacts, behaviorFor, behaviorResolver, dbRulesFor } from './behaviorFor';
export { commandPolicies, type StoredCommandPolicy } from './commandPolicies';
export { readIds } from './jsonList';
export { loginPolicies, type StoredLoginPolicy } from './loginPolicies';
export { enabledSqlPolicies } from './sqlPolicyCache';
