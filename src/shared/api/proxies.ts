import { z } from 'zod';
import { Permission } from '../access/permissions';
import { ProxyAuthKind, ProxyKind } from '../rules/proxyStates';
import { msgRef } from '../rules/validation';
import { portField } from './assetFields';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import { addressField } from './proxyFields';
import { idField, idListField, nameField, optionalTextField } from './userFields';

/** Network proxies (spec §2 /agent-manage-list): SSH jump hosts through which assets are reached. */
const tag = 'network-proxies';

export const PROXY_NAME_MAX = 64;
export const PROXY_USER_MAX = 64;
export const PROXY_DESCRIPTION_MAX = 200;
export const PROXY_PASSWORD_MAX = 256;
export const PROXY_KEY_MAX = 16_384;

export const NetworkProxySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  address: z.string(),
  port: z.number().int(),
  loginUser: z.string(),
  authKind: z.enum([ProxyAuthKind.password, ProxyAuthKind.key]),
  /** Whether a password or key is stored; the secret itself never leaves the server. */
  hasCredential: z.boolean(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  enabled: z.boolean(),
  description: z.string(),
  /** Spec §4 Agent (online 0, offline 1, unsupported 2); null until the first check. */
  status: z.number().int().nullable(),
  /** Spec §4 Deployment (deploying 0, success 1, failed 2); null until the first check. */
  deployStatus: z.number().int().nullable(),
  hostKeyFingerprint: z.string().nullable(),
  hostKeyAlgorithm: z.string().nullable(),
  /** A changed host key seen by the last check, waiting for an administrator to accept it. */
  pendingHostKey: z.string().nullable(),
  lastCheckTime: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The last check's failure in the caller's language (never a secret). */
  lastError: z.string().nullable(),
  childCount: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type NetworkProxy = z.infer<typeof NetworkProxySchema>;

export const NetworkProxyOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  enabled: z.boolean(),
  parentId: z.number().int().nullable(),
});
export type NetworkProxyOption = z.infer<typeof NetworkProxyOptionSchema>;

export const ListNetworkProxiesQuerySchema = PageQuerySchema.extend({
  name: z
    .string()
    .trim()
    .max(PROXY_NAME_MAX, { error: msgRef('fieldTooLong', { field: 'name', max: PROXY_NAME_MAX }) })
    .optional(),
  status: z.coerce
    .number({ error: msgRef('fieldInvalid', { field: 'status' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'status' }) })
    .min(0, { error: msgRef('fieldInvalid', { field: 'status' }) })
    .max(2, { error: msgRef('fieldInvalid', { field: 'status' }) })
    .optional(),
});
export type ListNetworkProxiesQuery = z.input<typeof ListNetworkProxiesQuerySchema>;

export const ProxyIdQuerySchema = z.object({
  id: z.coerce
    .number({ error: msgRef('fieldRequired', { field: 'id' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'id' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'id' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'id' }) }),
});

const secretText = (field: string, max: number) =>
  z
    .string({ error: msgRef('mustBeText') })
    .max(max, { error: msgRef('fieldTooLong', { field, max }) })
    .default('');

/** The form's fields. Secrets are write-only: on edit an empty one keeps what is stored. */
const proxyFields = {
  name: nameField('name', PROXY_NAME_MAX),
  kind: z
    .number({ error: msgRef('fieldInvalid', { field: 'kind' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'kind' }) })
    .refine((value) => value === ProxyKind.sshJumpHost || value === ProxyKind.gatehouseAgent, {
      error: msgRef('fieldInvalid', { field: 'kind' }),
    })
    .default(ProxyKind.sshJumpHost),
  address: addressField,
  port: portField,
  loginUser: optionalTextField('loginUser', PROXY_USER_MAX),
  authKind: z
    .enum([ProxyAuthKind.password, ProxyAuthKind.key], { error: msgRef('fieldInvalid', { field: 'authKind' }) })
    .default(ProxyAuthKind.password),
  password: secretText('password', PROXY_PASSWORD_MAX),
  privateKey: secretText('privateKey', PROXY_KEY_MAX),
  passphrase: secretText('passphrase', PROXY_PASSWORD_MAX),
  parentId: idField('parentId').nullable().default(null),
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }).default(true),
  description: optionalTextField('description', PROXY_DESCRIPTION_MAX),
};

interface ProxyFormShape {
  kind: number;
  loginUser: string;
  authKind: string;
  password: string;
  privateKey: string;
}

/** An SSH jump host needs a login user, and (when `needSecret`) the secret of its credential kind. */
function requireSshLogin(value: ProxyFormShape, ctx: z.RefinementCtx, needSecret: boolean): void {
  if (value.kind !== ProxyKind.sshJumpHost) return;
  if (value.loginUser === '')
    ctx.addIssue({ code: 'custom', path: ['loginUser'], message: msgRef('fieldRequired', { field: 'loginUser' }) });
  if (!needSecret) return;
  const field = value.authKind === ProxyAuthKind.key ? 'privateKey' : 'password';
  if (value[field].trim() === '')
    ctx.addIssue({ code: 'custom', path: [field], message: msgRef('proxyCredentialRequired') });
}

export const AddNetworkProxyBodySchema = z
  .object(proxyFields)
  .superRefine((value, ctx) => requireSshLogin(value, ctx, true));
export type AddNetworkProxyBody = z.input<typeof AddNetworkProxyBodySchema>;

export const UpdateNetworkProxyBodySchema = z
  .object({ id: idField('id'), ...proxyFields })
  .superRefine((value, ctx) => requireSshLogin(value, ctx, false));
export type UpdateNetworkProxyBody = z.input<typeof UpdateNetworkProxyBodySchema>;

export const ProxyIdBodySchema = z.object({ id: idField('id') });
export const ProxyIdsBodySchema = z.object({ ids: idListField('ids') });
export const AcceptHostKeyBodySchema = z.object({
  id: idField('id'),
  /** The fingerprint the administrator saw: a key that changed again since is not accepted blindly. */
  fingerprint: z
    .string({ error: msgRef('fieldRequired', { field: 'fingerprint' }) })
    .trim()
    .min(1, { error: msgRef('fieldRequired', { field: 'fingerprint' }) })
    .max(128, { error: msgRef('fieldInvalid', { field: 'fingerprint' }) }),
});

export const listNetworkProxies = endpoint({
  method: 'GET',
  path: '/privilege/agent/list',
  access: Permission.agentQuery,
  tag,
  summary: 'Network proxies, filtered by name and status, paged',
  query: ListNetworkProxiesQuerySchema,
  reply: NetworkProxySchema,
  paged: true,
});

export const getNetworkProxy = endpoint({
  method: 'GET',
  path: '/privilege/agent/info',
  access: Permission.agentQuery,
  tag,
  summary: 'One network proxy',
  query: ProxyIdQuerySchema,
  reply: NetworkProxySchema,
});

export const listNetworkProxyOptions = endpoint({
  method: 'GET',
  path: '/privilege/agent/options',
  access: Permission.agentQuery,
  tag,
  summary: 'Every network proxy by name (parent and asset pickers)',
  reply: z.array(NetworkProxyOptionSchema),
});

export const addNetworkProxy = endpoint({
  method: 'POST',
  path: '/privilege/agent/add',
  access: Permission.agentEdit,
  tag,
  summary: 'Records a network proxy; its credential is sealed in the vault',
  body: AddNetworkProxyBodySchema,
  reply: z.object({ id: z.number().int() }),
});

export const updateNetworkProxy = endpoint({
  method: 'POST',
  path: '/privilege/agent/edit',
  access: Permission.agentEdit,
  tag,
  summary: 'Changes a network proxy; empty secrets keep the stored ones',
  body: UpdateNetworkProxyBodySchema,
  reply: EmptySchema,
});

export const removeNetworkProxies = endpoint({
  method: 'POST',
  path: '/privilege/agent/remove',
  access: Permission.agentEdit,
  tag,
  summary: 'Deletes network proxies that no other proxy or application proxy uses',
  body: ProxyIdsBodySchema,
  reply: EmptySchema,
});

export const checkNetworkProxy = endpoint({
  method: 'POST',
  path: '/privilege/agent/check',
  access: Permission.agentEdit,
  tag,
  summary: 'Connects and authenticates to the proxy now (through its parents) and records the result',
  body: ProxyIdBodySchema,
  reply: NetworkProxySchema,
});

export const acceptNetworkProxyHostKey = endpoint({
  method: 'POST',
  path: '/privilege/agent/acceptHostKey',
  access: Permission.agentEdit,
  tag,
  summary: 'Accepts the changed host key the last check saw',
  body: AcceptHostKeyBodySchema,
  reply: NetworkProxySchema,
});
