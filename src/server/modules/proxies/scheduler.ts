import type { FastifyInstance } from 'fastify';
import { ProxyKind } from '../../../shared/rules/proxyStates';
import type { Deps } from '../../deps';
import { repeatWhileServing } from '../../plugins/repeatWhileServing';
import { checkProxy } from './healthCheck';

export const DEFAULT_PROXY_CHECK_SECONDS = 300;

/** GATEHOUSE_PROXY_CHECK_SECONDS: seconds between background checks (default 300); 0 turns them off. */
export function proxyCheckSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.GATEHOUSE_PROXY_CHECK_SECONDS;
  if (text === undefined || text === '') return DEFAULT_PROXY_CHECK_SECONDS;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`GATEHOUSE_PROXY_CHECK_SECONDS is not a whole number of seconds: ${text}`);
  return value;
}

/**
 * Checks every enabled SSH jump host, one at a time (a slow or dead host delays the others, but never
 * floods the network); a failing check is recorded on its proxy, an unexpected error is logged.
 */
export async function runProxyChecks(deps: Deps): Promise<number> {
  const rows = await deps.db
    .selectFrom('network_proxies')
    .select('id')
    .where('enabled', '=', 1)
    .where('kind', '=', ProxyKind.sshJumpHost)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    try {
      await checkProxy(deps, row.id);
    } catch (error) {
      deps.log.warn({ err: error, proxyId: row.id }, 'network proxy check failed');
    }
  }
  return rows.length;
}

/**
 * Background health checks every `seconds`. A round starts only after the previous one ended; the timer
 * never keeps the process alive and stops when the app closes. Every node runs its own rounds (see
 * docs/proxies.md on several nodes).
 */
export function scheduleProxyChecks(app: FastifyInstance, deps: Deps, seconds = proxyCheckSeconds()): void {
  if (seconds === 0) return;
  repeatWhileServing(
    app,
    seconds * 1000,
    () => runProxyChecks(deps),
    (error) => deps.log.warn({ err: error }, 'network proxy checks failed'),
  );
}
