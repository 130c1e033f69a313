import * as auth from './auth';
import * as departments from './departments';
import type { Endpoint } from './endpoint';
import * as keys from './keys';
import * as messages from './messages';
import * as mySessions from './mySessions';
import * as realtime from './realtime';
import * as roles from './roles';
import * as setup from './setup';
import * as signin from './signin';
import * as system from './system';
import * as transfer from './transfer';
import * as userGroups from './userGroups';
import * as users from './users';

export * from './auth';
export * from './common';
export * from './departments';
export * from './endpoint';
export * from './keys';
export * from './messages';
export * from './mySessions';
export * from './realtime';
export * from './roles';
export * from './setup';
export * from './signin';
export * from './system';
export * from './transfer';
export * from './userFields';
export * from './userGroups';
export * from './users';

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
  ...endpointsOf(roles),
  ...endpointsOf(departments),
  ...endpointsOf(users),
  ...endpointsOf(userGroups),
  ...endpointsOf(mySessions),
  ...endpointsOf(signin),
  ...endpointsOf(keys),
];
