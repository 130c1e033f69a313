import type { TestServer } from './harness';

/**
 * A network proxy row as the proxies module and its health checks leave it (an SSH jump host), straight in the
 * database: for suites about what reads proxies (home, the proxy overview), not about adding or checking one.
 */
export async function insertProxyRow(
  server: TestServer,
  proxy: { name: string; status: number | null; latencyMs?: number | null; address?: string },
): Promise<number> {
  const now = server.clock.now().toISOString();
  const { id } = await server.db
    .insertInto('network_proxies')
    .values({
      name: proxy.name,
      kind: 0,
      address: proxy.address ?? '203.0.113.9',
      port: 22,
      login_user: 'jump',
      auth_kind: 'password',
      secret_sealed: null,
      passphrase_sealed: null,
      parent_id: null,
      enabled: 1,
      description: '',
      host_key_fingerprint: null,
      host_key_algorithm: null,
      pending_host_key: null,
      pending_host_key_algorithm: null,
      status: proxy.status,
      deploy_status: null,
      last_check_at: proxy.status === null ? null : now,
      latency_ms: proxy.latencyMs ?? null,
      last_error_key: null,
      last_error_params: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
