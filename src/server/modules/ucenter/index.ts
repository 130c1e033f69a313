/** What app.ts and other modules use from the user centre (sign-in sessions, tokens, own account). */
export { resolveSession } from './tokens';
