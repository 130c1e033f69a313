import type { Kysely, Selectable } from 'kysely';
import type { NetworkProxy } from '../../../shared/api/proxies';
import { formatMessage, type Lang, type MessageKey, messages } from '../../../shared/messages';
import type { Database, NetworkProxiesTable } from '../../db/schema';

export type ProxyRow = Selectable<NetworkProxiesTable>;

/** Parameters of the last failure; `via` names the parent proxy the failure happened at. */
export interface StoredError {
  key: MessageKey;
  params: Record<string, string | number>;
  via?: string;
}

export function encodeError(error: StoredError | null): Pick<ProxyRow, 'last_error_key' | 'last_error_params'> {
  if (!error) return { last_error_key: null, last_error_params: null };
  return {
    last_error_key: error.key,
    last_error_params: JSON.stringify({ ...error.params, ...(error.via ? { via: error.via } : {}) }),
  };
}

export function renderError(row: Pick<ProxyRow, 'last_error_key' | 'last_error_params'>, lang: Lang): string | null {
  if (!row.last_error_key || !(row.last_error_key in messages)) return null;
  const params = JSON.parse(row.last_error_params ?? '{}') as Record<string, string | number>;
  const prefix = params.via ? formatMessage('proxyViaParent', lang, { name: params.via }) : '';
  return prefix + formatMessage(row.last_error_key as MessageKey, lang, params);
}

export async function namesById(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('network_proxies').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function childCounts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('network_proxies')
    .select(['parent_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('parent_id', 'in', ids)
    .groupBy('parent_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.parent_id), Number(row.n)]));
}

/** Rows as the API shows them: no secret, only whether one is stored. */
export async function toNetworkProxies(
  db: Kysely<Database>,
  rows: readonly ProxyRow[],
  lang: Lang,
): Promise<NetworkProxy[]> {
  const parentIds = rows.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id]));
  const [parents, children] = await Promise.all([
    namesById(db, parentIds),
    childCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    address: row.address,
    port: row.port,
    loginUser: row.login_user,
    authKind: row.auth_kind === 'key' ? 'key' : 'password',
    hasCredential: row.secret_sealed !== null,
    parentId: row.parent_id,
    parentName: row.parent_id === null ? null : (parents.get(row.parent_id) ?? null),
    enabled: row.enabled === 1,
    description: row.description,
    status: row.status,
    deployStatus: row.deploy_status,
    hostKeyFingerprint: row.host_key_fingerprint,
    hostKeyAlgorithm: row.host_key_algorithm,
    pendingHostKey: row.pending_host_key,
    lastCheckTime: row.last_check_at,
    latencyMs: row.latency_ms,
    lastError: renderError(row, lang),
    childCount: children.get(row.id) ?? 0,
    createTime: row.created_at,
    updateTime: row.updated_at,
  }));
}
