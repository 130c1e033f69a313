import { testLicenceEnv } from '../tests/support/testLicence';

let env: Record<string, string> | undefined;

/**
 * The environment that licenses a bench Gatehouse (the tests' issuer, room for any load): unlicensed, a node holds
 * two sessions at once, and the load benchmarks would measure that limit instead of the node.
 */
export function benchLicenceEnv(): Record<string, string> {
  env ??= testLicenceEnv();
  return env;
}
