import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  AddApplicationProxyBodySchema,
  ApplicationProxy,
  ListApplicationProxiesQuerySchema,
  UpdateApplicationProxyBodySchema,
} from '../../../shared/api/applicationProxies';
import { ResponseCode } from '../../../shared/codes';
import type { ApplicationProxiesTable, Database } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { onUniqueViolation } from '../../db/uniqueViolation';
import type { Deps } from '../../deps';
import { AppError, fieldError } from '../../errors/appError';
import { appProxyNotFound } from './proxyErrors';
import { namesById } from './proxyRows';
import { assertUpstreamCaReadable } from './upstreamCa';

type AddBody = z.output<typeof AddApplicationProxyBodySchema>;
type UpdateBody = z.output<typeof UpdateApplicationProxyBodySchema>;
type AppRow = Selectable<ApplicationProxiesTable>;

const nameTaken = () => fieldError('name', 'appProxyNameTaken');

async function toApplications(db: Kysely<Database>, rows: readonly AppRow[]): Promise<ApplicationProxy[]> {
  const proxies = await namesById(
    db,
    rows.flatMap((row) => (row.network_proxy_id === null ? [] : [row.network_proxy_id])),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    url: row.url,
    networkProxyId: row.network_proxy_id,
    networkProxyName: row.network_proxy_id === null ? null : (proxies.get(row.network_proxy_id) ?? null),
    description: row.description,
    enabled: row.enabled === 1,
    createTime: row.created_at,
    updateTime: row.updated_at,
    loginMode: row.login_mode === 'basic' || row.login_mode === 'form' ? row.login_mode : 'none',
    loginPath: row.login_path,
    usernameField: row.username_field,
    passwordField: row.password_field,
    extraFields: row.extra_fields,
    hostHeader: row.host_header,
    upstreamCa: row.upstream_ca,
  }));
}

export async function listApplications(
  deps: Deps,
  query: z.output<typeof ListApplicationProxiesQuerySchema>,
): Promise<{ rows: ApplicationProxy[]; total: number }> {
  let base = deps.db.selectFrom('application_proxies');
  if (query.name) {
    base = base.where(containsText('application_proxies.name', query.name));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { rows: await toApplications(deps.db, rows), total: Number(total) };
}

export async function getApplication(deps: Deps, id: number): Promise<ApplicationProxy> {
  const row = await deps.db.selectFrom('application_proxies').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw appProxyNotFound();
  const [application] = await toApplications(deps.db, [row]);
  if (!application) throw appProxyNotFound();
  return application;
}

async function assertNetworkProxy(db: Kysely<Database>, id: number | null): Promise<void> {
  if (id === null) return;
  const row = await db.selectFrom('network_proxies').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.proxyNotFound, 'proxyNotFound', {}, { data: { field: 'networkProxyId' } });
}

async function assertNameFree(db: Kysely<Database>, name: string, selfId: number | null): Promise<void> {
  let query = db.selectFrom('application_proxies').select('id').where('name', '=', name);
  if (selfId !== null) query = query.where('id', '!=', selfId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

const columns = (body: AddBody) => ({
  name: body.name,
  url: body.url,
  network_proxy_id: body.networkProxyId,
  description: body.description,
  enabled: body.enabled ? 1 : 0,
  login_mode: body.loginMode,
  login_path: body.loginPath,
  username_field: body.usernameField,
  password_field: body.passwordField,
  extra_fields: body.extraFields,
  host_header: body.hostHeader,
  upstream_ca: body.upstreamCa,
});

export async function addApplication(deps: Deps, body: AddBody): Promise<number> {
  assertUpstreamCaReadable(body.upstreamCa);
  const now = deps.now().toISOString();
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, body.name, null);
      await assertNetworkProxy(trx, body.networkProxyId);
      const { id } = await trx
        .insertInto('application_proxies')
        .values({ ...columns(body), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
  return onUniqueViolation(write, nameTaken);
}

export async function updateApplication(deps: Deps, body: UpdateBody): Promise<void> {
  assertUpstreamCaReadable(body.upstreamCa);
  const write = () =>
    deps.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('application_proxies')
        .select('id')
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!found) throw appProxyNotFound();
      await assertNameFree(trx, body.name, body.id);
      await assertNetworkProxy(trx, body.networkProxyId);
      await trx
        .updateTable('application_proxies')
        .set({ ...columns(body), updated_at: deps.now().toISOString() })
        .where('id', '=', body.id)
        .execute();
    });
  await onUniqueViolation(write, nameTaken);
}

export async function removeApplications(deps: Deps, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await deps.db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('application_proxies').select('id').where('id', 'in', unique).execute();
    if (rows.length !== unique.length) throw appProxyNotFound();
    await trx.deleteFrom('application_proxies').where('id', 'in', unique).execute();
  });
}
