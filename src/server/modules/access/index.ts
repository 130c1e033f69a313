/** What other modules use from this module. */
export { assertMayHandOutDeptRole, assertMayMoveDept } from './deptHandOut';
export { assertMayHandOutGrantsOf } from './grantHandOut';
export { levelsOfDeptRole, reachCovers, reachOf } from './reach';
export { assertMayHandOutSafesOf } from './safeHandOut';
export { assertNotSelf } from './selfChange';
