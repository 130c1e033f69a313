/** What other modules use from this module. */
export { isInitialised } from './initialised';
