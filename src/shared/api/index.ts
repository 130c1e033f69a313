import * as auth from './auth';
import type { Endpoint } from './endpoint';
import * as setup from './setup';
import * as system from './system';

export * from './auth';
export * from './common';
export * from './endpoint';
export * from './setup';
export * from './system';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );
}

/** Every endpoint of the console API; the server registers exactly these. */
export const allEndpoints: readonly Endpoint[] = [...endpointsOf(auth), ...endpointsOf(setup), ...endpointsOf(system)];
