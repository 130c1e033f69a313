/**
 * Where the browser tests' server listens and keeps its data; playwright.config.ts starts it.
 * E2E_PORT and E2E_DATA_DIR may move it, so that two checkouts on one machine can run their suites at once.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
export const E2E_ADMIN = { userName: 'gatekeeper', nickName: '守门人', password: 'Gate@house2026' };
/**
 * Every user of the browser tests signs in from 127.0.0.1, many times a minute: the servers run as an
 * office behind one address would (GATEHOUSE_RATE_LIMIT_FACTOR); the limit itself is tested in tests/server.
 */
export const E2E_RATE_LIMIT_FACTOR = 20;
