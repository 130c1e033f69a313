import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AddNetworkProxyBodySchema,
  ListNetworkProxiesQuerySchema,
  NetworkProxy,
  NetworkProxyOption,
  UpdateNetworkProxyBodySchema,
} from '../../../shared/api/proxies';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { ProxyAuthKind, ProxyKind } from '../../../shared/rules/proxyStates';
import { describePrivateKey, SshKeyError } from '../../bastion/ssh';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import type { VaultRuntime } from '../../security/vaultRuntime';
import { MAX_CHAIN_LENGTH } from './chain';
import { proxyNotFound } from './proxyErrors';
import { type ProxyRow, toNetworkProxies } from './proxyRows';
import { sealProxySecret } from './secrets';

type AddBody = z.output<typeof AddNetworkProxyBodySchema>;
type UpdateBody = z.output<typeof UpdateNetworkProxyBodySchema>;

const nameTaken = () => fieldError('name', 'proxyNameTaken');

export async function listProxies(
  deps: Deps,
  query: z.output<typeof ListNetworkProxiesQuerySchema>,
  lang: Lang,
): Promise<{ rows: NetworkProxy[]; total: number }> {
  let base = deps.db.selectFrom('network_proxies');
  if (query.name) {
    base = base.where(containsText('network_proxies.name', query.name));
  }
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { rows: await toNetworkProxies(deps.db, rows, lang), total: Number(total) };
}

async function proxyRow(db: Kysely<Database>, id: number): Promise<ProxyRow> {
  const row = await db.selectFrom('network_proxies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw proxyNotFound(id);
  return row;
}

export async function getProxy(deps: Deps, id: number, lang: Lang): Promise<NetworkProxy> {
  const [proxy] = await toNetworkProxies(deps.db, [await proxyRow(deps.db, id)], lang);
  if (!proxy) throw proxyNotFound(id);
  return proxy;
}

export async function proxyOptions(deps: Deps): Promise<NetworkProxyOption[]> {
  const rows = await deps.db
    .selectFrom('network_proxies')
    .select(['id', 'name', 'kind', 'enabled', 'parent_id'])
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    enabled: row.enabled === 1,
    parentId: row.parent_id,
  }));
}

/** The parent must exist, be an SSH jump host, and not have `selfId` among its ancestors (a loop). */
async function assertParent(db: Kysely<Database>, parentId: number | null, selfId: number | null): Promise<void> {
  if (parentId === null) return;
  if (parentId === selfId) throw fieldError('parentId', 'proxyParentIsSelf');
  let nextId: number | null = parentId;
  for (let depth = 0; nextId !== null; depth += 1) {
    if (depth >= MAX_CHAIN_LENGTH || nextId === selfId)
      throw new AppError(ResponseCode.proxyCycle, 'proxyCycle', {}, { data: { field: 'parentId' } });
    const row: { kind: number; parent_id: number | null } | undefined = await db
      .selectFrom('network_proxies')
      .select(['kind', 'parent_id'])
      .where('id', '=', nextId)
      .executeTakeFirst();
    if (!row) throw new AppError(ResponseCode.proxyNotFound, 'proxyNotFound', {}, { data: { field: 'parentId' } });
    if (depth === 0 && row.kind !== ProxyKind.sshJumpHost) throw fieldError('parentId', 'proxyAgentUnsupported');
    nextId = row.parent_id;
  }
}

/** A private key must be readable with the given passphrase before it is stored. */
function assertKeyReadable(body: Pick<AddBody, 'privateKey' | 'passphrase'>): void {
  try {
    describePrivateKey(body.privateKey, body.passphrase || undefined);
  } catch (error) {
    if (!(error instanceof SshKeyError)) throw error;
    const field = error.problem.startsWith('passphrase') ? 'passphrase' : 'privateKey';
    throw new AppError(error.code, error.messageKey, {}, { data: { field } });
  }
}

/** The sealed columns for a newly typed credential, or nothing when none was typed (edit keeps it). */
function sealedCredential(
  vault: VaultRuntime,
  proxyId: number,
  body: Pick<AddBody, 'kind' | 'authKind' | 'password' | 'privateKey' | 'passphrase'>,
): Partial<Pick<ProxyRow, 'secret_sealed' | 'passphrase_sealed'>> {
  if (body.kind !== ProxyKind.sshJumpHost) return {};
  if (body.authKind === ProxyAuthKind.key) {
    if (body.privateKey.trim() === '') return {};
    assertKeyReadable(body);
    return {
      secret_sealed: sealProxySecret(vault, proxyId, 'secret', body.privateKey),
      passphrase_sealed: body.passphrase ? sealProxySecret(vault, proxyId, 'passphrase', body.passphrase) : null,
    };
  }
  if (body.password === '') return {};
  return { secret_sealed: sealProxySecret(vault, proxyId, 'secret', body.password), passphrase_sealed: null };
}

const plainColumns = (body: AddBody) => ({
  name: body.name,
  kind: body.kind,
  address: body.address,
  port: body.port,
  login_user: body.kind === ProxyKind.sshJumpHost ? body.loginUser : '',
  auth_kind: body.authKind,
  parent_id: body.parentId,
  enabled: body.enabled ? 1 : 0,
  description: body.description,
});

export async function addProxy(deps: Deps, body: AddBody): Promise<number> {
  const now = deps.now().toISOString();
  // Checked before the transaction: a key that cannot be read is refused before anything is written.
  if (body.kind === ProxyKind.sshJumpHost && body.authKind === ProxyAuthKind.key && body.privateKey.trim() !== '')
    assertKeyReadable(body);
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, body.name, null);
      await assertParent(trx, body.parentId, null);
      const { id } = await trx
        .insertInto('network_proxies')
        .values({ ...plainColumns(body), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Sealed values are bound to the row's id, known only now.
      const credential = sealedCredential(deps.vault, id, body);
      if (Object.keys(credential).length > 0)
        await trx.updateTable('network_proxies').set(credential).where('id', '=', id).execute();
      return id;
    });
  return onUniqueViolation(write, nameTaken);
}

export async function updateProxy(deps: Deps, body: UpdateBody): Promise<void> {
  const credential = sealedCredential(deps.vault, body.id, body);
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      const row = await proxyRow(trx, body.id);
      await assertNameFree(trx, body.name, body.id);
      await assertParent(trx, body.parentId, body.id);
      const isSsh = body.kind === ProxyKind.sshJumpHost;
      const kindOfSecretChanged = row.auth_kind !== body.authKind || row.kind !== body.kind;
      if (isSsh && credential.secret_sealed === undefined && (row.secret_sealed === null || kindOfSecretChanged))
        throw fieldError(body.authKind === ProxyAuthKind.key ? 'privateKey' : 'password', 'proxyCredentialRequired');
      // Another endpoint is another host: its key is learnt afresh at the next check.
      const endpointMoved = row.address !== body.address || row.port !== body.port;
      await trx
        .updateTable('network_proxies')
        .set({
          ...plainColumns(body),
          ...(isSsh ? credential : { secret_sealed: null, passphrase_sealed: null }),
          ...(endpointMoved || !isSsh
            ? {
                host_key_fingerprint: null,
                host_key_algorithm: null,
                pending_host_key: null,
                pending_host_key_algorithm: null,
              }
            : {}),
          ...(row.kind !== body.kind || endpointMoved ? { status: null, deploy_status: null } : {}),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', body.id)
        .execute();
    });
  await onUniqueViolation(write, nameTaken);
}

export async function removeProxies(deps: Deps, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('network_proxies').select(['id', 'name']).where('id', 'in', unique).execute();
    if (rows.length !== unique.length)
      throw proxyNotFound(unique.find((id) => !rows.some((row) => row.id === id)) ?? 0);
    const child = await trx
      .selectFrom('network_proxies as child')
      .innerJoin('network_proxies as parent', 'parent.id', 'child.parent_id')
      .select('parent.name')
      .where('child.parent_id', 'in', unique)
      .where('child.id', 'not in', unique)
      .executeTakeFirst();
    if (child) throw new AppError(ResponseCode.proxyInUse, 'proxyHasChildren', { name: child.name });
    const app = await trx
      .selectFrom('application_proxies')
      .innerJoin('network_proxies', 'network_proxies.id', 'application_proxies.network_proxy_id')
      .select('network_proxies.name')
      .where('application_proxies.network_proxy_id', 'in', unique)
      .executeTakeFirst();
    if (app) throw new AppError(ResponseCode.proxyInUse, 'proxyUsedByApplication', { name: app.name });
    const asset = await trx
      .selectFrom('assets')
      .innerJoin('network_proxies', 'network_proxies.id', 'assets.proxy_id')
      .select(['network_proxies.name', 'assets.name as assetName'])
      .where('assets.proxy_id', 'in', unique)
      .executeTakeFirst();
    if (asset) {
      throw new AppError(ResponseCode.proxyInUse, 'proxyUsedByAsset', { name: asset.name, asset: asset.assetName });
    }
    await trx.deleteFrom('network_proxies').where('id', 'in', unique).execute();
  });
}

/**
 * Makes the changed host key the last check saw the recorded one. `fingerprint` is what the administrator
 * was shown; if the pending key is another one (it changed again), nothing is accepted.
 */
export async function acceptHostKey(deps: Deps, id: number, fingerprint: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await proxyRow(trx, id);
    if (row.pending_host_key === null || row.pending_host_key !== fingerprint)
      throw new AppError(ResponseCode.proxyNoKeyPending, 'proxyNoKeyPending');
    await trx
      .updateTable('network_proxies')
      .set({
        host_key_fingerprint: row.pending_host_key,
        host_key_algorithm: row.pending_host_key_algorithm,
        pending_host_key: null,
        pending_host_key_algorithm: null,
        updated_at: deps.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  });
}

async function assertNameFree(db: Kysely<Database>, name: string, selfId: number | null): Promise<void> {
  let query = db.selectFrom('network_proxies').select('id').where('name', '=', name);
  if (selfId !== null) query = query.where('id', '!=', selfId);
  if (await query.executeTakeFirst()) throw nameTaken();
}
