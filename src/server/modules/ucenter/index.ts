/** What app.ts and other modules use from the user centre (sign-in sessions, tokens, own account). */

export { assertNotReused, recordPassword } from './passwordHistory';
export { scheduleTokenHousekeeping } from './tokenHousekeeping';
export { resolveSession } from './tokens';
