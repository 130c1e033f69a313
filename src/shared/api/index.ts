import * as auth from './auth';
import type { Endpoint } from './endpoint';
import * as keys from './keys';
import * as messages from './messages';
import * as realtime from './realtime';
import * as setup from './setup';
import * as system from './system';
import * as transfer from './transfer';

export * from './auth';
export * from './common';
export * from './endpoint';
export * from './keys';
export * from './messages';
export * from './realtime';
export * from './setup';
export * from './system';
export * from './transfer';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );
}

/** Every endpoint of the console API; the server registers exactly these. */
export const allEndpoints: readonly Endpoint[] = [
  ...endpointsOf(auth),
  ...endpointsOf(setup),
  ...endpointsOf(system),
  ...endpointsOf(messages),
  ...endpointsOf(realtime),
  ...endpointsOf(transfer),
  ...endpointsOf(keys),
];
