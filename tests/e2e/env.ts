/**
 * Where the browser tests' servers listen and keep their data; playwright.config.ts starts them.
 *
 * Spec files run on E2E_WORKERS workers side by side (two by default: one worker leaves half of this 2-core machine
 * kind idle, waiting in turn on the browser, the server and the test; two ran roles and coffer in 56 s against 85).
 * Each worker has a slot (Playwright's TEST_PARALLEL_INDEX, 0 … E2E_WORKERS − 1) with a server of its own: its port, the ports its specs' own servers take (E2E_PORT + k),
 * and its data directory. Specs read E2E_PORT and E2E_DATA_DIR and so never meet another worker's users,
 * settings or sign-in counters.
 * E2E_PORT and E2E_DATA_DIR in the environment move the whole range, so that two checkouts on one machine can run
 * their suites at once.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** Ports a slot owns: its shared server at the first, specs' own servers (E2E_PORT + k) above it. */
const PORTS_PER_SLOT = 20;
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR_ROOT = process.env.E2E_DATA_DIR ?? '.e2e-data';

export function e2eSlot(slot: number): { port: number; dataDir: string } {
  return {
    port: FIRST_PORT + slot * PORTS_PER_SLOT,
    dataDir: slot === 0 ? DATA_DIR_ROOT : `${DATA_DIR_ROOT}-w${slot}`,
  };
}

const own = e2eSlot(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = own.port;
export const E2E_DATA_DIR = own.dataDir;
export const E2E_ADMIN = { userName: 'gatekeeper', nickName: '守门人', password: 'Gate@house2026' };
/**
 * Every user of the browser tests signs in from 127.0.0.1, many times a minute: the servers run as an
 * office behind one address would (GATEHOUSE_RATE_LIMIT_FACTOR); the limit itself is tested in tests/server.
 */
export const E2E_RATE_LIMIT_FACTOR = 20;
