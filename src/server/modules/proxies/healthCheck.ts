import { AgentStatus, Deployment, ProxyKind } from '../../../shared/rules/proxyStates';
import { checkSshAccount } from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { hopOf, type ProxyHop, proxyLineage } from './chain';
import { ProxyChainError, proxyNotFound } from './proxyErrors';
import { encodeError, type ProxyRow, type StoredError } from './proxyRows';

type CheckDeps = Pick<Deps, 'db' | 'vault' | 'now'>;

/** Checks under way in this process, per database and proxy id: a second request for a proxy joins the first. */
const runningByDb = new WeakMap<object, Map<number, Promise<void>>>();

/** How long a check waits for each hop's handshake and authentication. */
export const CHECK_TIMEOUT_MS = 10_000;

/**
 * Connects and authenticates to a network proxy through its parents with the SSH library and records
 * the result: status online/offline (unsupported for a Gatehouse agent), deployment, latency, last error,
 * the host key on first contact, and a changed host key as pending (refused until accepted).
 */
export function checkProxy(deps: CheckDeps, proxyId: number): Promise<void> {
  let running = runningByDb.get(deps.db);
  if (!running) {
    running = new Map();
    runningByDb.set(deps.db, running);
  }
  const under = running.get(proxyId);
  if (under) return under;
  const check = runCheck(deps, proxyId)
    .catch(async (error: unknown) => {
      // Not left "deploying" by a failure of our own (database, vault): recorded as failed, then reported.
      if (!(error instanceof ProxyChainError))
        await deps.db
          .updateTable('network_proxies')
          .set({
            status: AgentStatus.offline,
            deploy_status: Deployment.failed,
            ...encodeError({ key: 'unknownError', params: {} }),
          })
          .where('id', '=', proxyId)
          .execute()
          .catch(() => undefined);
      throw error;
    })
    .finally(() => running.delete(proxyId));
  running.set(proxyId, check);
  return check;
}

async function runCheck(deps: CheckDeps, proxyId: number): Promise<void> {
  const row = await deps.db.selectFrom('network_proxies').selectAll().where('id', '=', proxyId).executeTakeFirst();
  if (!row) throw proxyNotFound(proxyId);
  if (row.kind !== ProxyKind.sshJumpHost) {
    await record(deps, row, {
      status: AgentStatus.unsupported,
      deploy_status: null,
      latency_ms: null,
      ...encodeError({ key: 'proxyAgentUnsupported', params: {} }),
    });
    return;
  }
  await deps.db
    .updateTable('network_proxies')
    .set({ deploy_status: Deployment.deploying })
    .where('id', '=', row.id)
    .execute();

  let parents: ProxyHop[];
  let target: ProxyHop;
  try {
    const lineage = await proxyLineage(deps.db, proxyId);
    parents = lineage.slice(0, -1).map((ancestor) => hopOf(ancestor, deps.vault));
    // The proxy itself is checked even when disabled: an administrator may test it before enabling it.
    target = hopOf({ ...row, enabled: 1 }, deps.vault);
  } catch (error) {
    if (!(error instanceof ProxyChainError)) throw error;
    // The message names the proxy at fault (this one or a parent).
    await record(deps, row, failed({ key: error.messageKey, params: error.params }));
    return;
  }

  const outcome = await checkSshAccount({
    host: target.host,
    port: target.port,
    username: target.username,
    accountKind: row.auth_kind === 'key' ? 'key' : 'password',
    credential: target.credential,
    knownHostKey: target.knownHostKey ?? null,
    jumpHosts: parents,
    readyTimeoutMs: CHECK_TIMEOUT_MS,
  });

  const firstContact = row.host_key_fingerprint === null && outcome.hostKey ? outcome.hostKey : null;
  const hostKey = firstContact
    ? { host_key_fingerprint: firstContact.fingerprint, host_key_algorithm: firstContact.algorithm }
    : {};
  if (outcome.reason === 'ok') {
    await record(deps, row, {
      status: AgentStatus.online,
      deploy_status: Deployment.success,
      latency_ms: outcome.latencyMs,
      pending_host_key: null,
      pending_host_key_algorithm: null,
      ...hostKey,
      ...encodeError(null),
    });
    return;
  }
  const via = outcome.hop === undefined ? undefined : parents[outcome.hop - 1]?.name;
  const change = outcome.hop === undefined ? outcome.hostKeyChange : undefined;
  await record(deps, row, {
    ...failed({ key: outcome.messageKey, params: outcome.params, ...(via ? { via } : {}) }),
    latency_ms: null,
    ...hostKey,
    ...(change ? { pending_host_key: change.presented, pending_host_key_algorithm: change.algorithm } : {}),
  });
}

function failed(error: StoredError): Partial<ProxyRow> {
  return { status: AgentStatus.offline, deploy_status: Deployment.failed, latency_ms: null, ...encodeError(error) };
}

async function record(deps: CheckDeps, row: ProxyRow, changes: Partial<ProxyRow>): Promise<void> {
  const { id: _id, ...rest } = changes;
  await deps.db
    .updateTable('network_proxies')
    .set({ ...rest, last_check_at: deps.now().toISOString() })
    .where('id', '=', row.id)
    .execute();
}
