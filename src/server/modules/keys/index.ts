/** What other modules use from this module. */
export { finishKeySignIn, requireInitialised } from './keySignIn';
