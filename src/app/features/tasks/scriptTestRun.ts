import type { ChangeScript } from '../../../shared/api/changeScripts';

/** Per sign-in, as the server waits for one (CONNECT_TIMEOUT_MS of src/server/modules/tasks/scripts): keep in step. */
const SIGN_IN_MS = 10_000;
/**
 * Sign-ins of one test run at most (docs/tasks.md "Password change"): the script's, the new password's check, the
 * old one's, a privileged script's second run to put the old one back, and the check after it.
 */
const SIGN_INS = 5;
/** Proxy hops, the vault and the network. */
const SLACK_MS = 15_000;

/**
 * How long the browser waits for a test run: the script's waits (each step's, or the one of a command fed on its
 * standard input) twice, for a restore run, and every sign-in. Shorter, the dialog would call a run failed that is
 * still changing the password on the host.
 */
export function testRunTimeoutMs(script: Pick<ChangeScript, 'input' | 'steps' | 'timeoutSeconds'>): number {
  const waits = script.input === 'dialogue' ? Math.max(script.steps.length, 1) : 1;
  return 2 * waits * script.timeoutSeconds * 1000 + SIGN_INS * SIGN_IN_MS + SLACK_MS;
}
