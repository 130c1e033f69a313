/** What other modules use from this module. */
export { assertWithin, firstNotHeld } from './grantRules';
export { permissionsOf } from './roleQueries';
