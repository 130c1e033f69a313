import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { EmptySchema, PageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { MAX_ID } from './ids';
import { urlField } from './proxyFields';
import { idField, idListField, nameField, optionalTextField } from './userFields';
import { checkWebPublishing, WEB_LOGIN_MODES, webPublishingFields } from './webPublishing';

/**
 * Application proxies (spec §2 /application-manage-list, /application-manage-detail): the publishing endpoints of web
 * assets. The web assets whose address has a proxy's origin are published with its recipe: the network proxy that
 * reaches the upstream, how the account's credential is injected, the Host header (docs/web-assets.md).
 */
const tag = 'application-proxies';

export const APP_PROXY_NAME_MAX = 64;
export const APP_PROXY_DESCRIPTION_MAX = 200;

export const ApplicationProxySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  networkProxyId: z.number().int().nullable(),
  networkProxyName: z.string().nullable(),
  description: z.string(),
  enabled: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
  loginMode: z.enum(WEB_LOGIN_MODES),
  loginPath: z.string(),
  usernameField: z.string(),
  passwordField: z.string(),
  extraFields: z.string(),
  hostHeader: z.string(),
  upstreamCa: z.string(),
});
export type ApplicationProxy = z.infer<typeof ApplicationProxySchema>;

export const ListApplicationProxiesQuerySchema = PageQuerySchema.extend({
  name: z
    .string()
    .trim()
    .max(APP_PROXY_NAME_MAX, { error: msgRef('fieldTooLong', { field: 'name', max: APP_PROXY_NAME_MAX }) })
    .optional(),
});
export type ListApplicationProxiesQuery = z.input<typeof ListApplicationProxiesQuerySchema>;

export const ApplicationProxyIdQuerySchema = z.object({
  id: z.coerce
    .number({ error: msgRef('fieldRequired', { field: 'id' }) })
    .int({ error: msgRef('fieldInvalid', { field: 'id' }) })
    .positive({ error: msgRef('fieldInvalid', { field: 'id' }) })
    .max(MAX_ID, { error: msgRef('fieldInvalid', { field: 'id' }) }),
});

const applicationFields = {
  name: nameField('name', APP_PROXY_NAME_MAX),
  url: urlField,
  networkProxyId: idField('networkProxyId').nullable().default(null),
  description: optionalTextField('description', APP_PROXY_DESCRIPTION_MAX),
  enabled: z.boolean({ error: msgRef('fieldInvalid', { field: 'enabled' }) }).default(true),
  ...webPublishingFields,
};

export const AddApplicationProxyBodySchema = z.object(applicationFields).superRefine(checkWebPublishing);
export type AddApplicationProxyBody = z.input<typeof AddApplicationProxyBodySchema>;
export const UpdateApplicationProxyBodySchema = z
  .object({ id: idField('id'), ...applicationFields })
  .superRefine(checkWebPublishing);
export type UpdateApplicationProxyBody = z.input<typeof UpdateApplicationProxyBodySchema>;

export const listApplicationProxies = endpoint({
  method: 'GET',
  path: '/privilege/application/list',
  access: Permission.agentQuery,
  tag,
  summary: 'Application proxies, filtered by name, paged',
  query: ListApplicationProxiesQuerySchema,
  reply: ApplicationProxySchema,
  paged: true,
});

export const getApplicationProxy = endpoint({
  method: 'GET',
  path: '/privilege/application/info',
  access: Permission.agentQuery,
  tag,
  summary: 'One application proxy',
  query: ApplicationProxyIdQuerySchema,
  reply: ApplicationProxySchema,
});

export const addApplicationProxy = endpoint({
  method: 'POST',
  path: '/privilege/application/add',
  access: Permission.agentEdit,
  tag,
  summary: 'Records an application proxy',
  body: AddApplicationProxyBodySchema,
  reply: z.object({ id: z.number().int() }),
});

export const updateApplicationProxy = endpoint({
  method: 'POST',
  path: '/privilege/application/edit',
  access: Permission.agentEdit,
  tag,
  summary: 'Changes an application proxy',
  body: UpdateApplicationProxyBodySchema,
  reply: EmptySchema,
});

export const removeApplicationProxies = endpoint({
  method: 'POST',
  path: '/privilege/application/remove',
  access: Permission.agentEdit,
  tag,
  summary: 'Deletes application proxies',
  body: z.object({ ids: idListField('ids') }),
  reply: EmptySchema,
});
