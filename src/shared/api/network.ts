import { z } from 'zod';
import { Permission } from '../access/permissions';
import {
  BOND_MODES,
  canonicalAddress,
  canonicalDestination,
  canonicalInterfaceAddress,
  formatPrefix,
  hasHostBits,
  INTERFACE_NAME_PATTERN,
  maskPrefix,
  NETWORK_LIMITS,
  parseAddress,
  parsePrefix,
  routeFamily,
} from '../rules/networkRules';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';
import { nameChars } from './nameChars';
import {
  describeRoute,
  NetworkBondSchema,
  NetworkInterfaceSchema,
  NetworkOverviewSchema,
  NetworkRouteSchema,
  type ReloadResult,
  ReloadResultSchema,
  type StoredRoute,
} from './networkState';

export * from './networkState';

/**
 * The host's network, tab 网络 of /setup (spec §7 /setting-center/network…, fields not shown; docs/network.md). Reads
 * show what the kernel has now (iproute2); changes are made only in appliance mode (GATEHOUSE_MANAGE_NETWORK=1), are
 * applied in order and undone together when one step fails, and are stored per node so that reload (and the next
 * start) applies them again. Routes and bonds are identified by their fields, not by ids: the kernel has none.
 */
const tag = 'setting-center';

// ---- fields of the bodies ----

/** `key`: the body's key, which the name-character rule of every name field names (nameChars). */
const interfaceName = (field: string, key = field) => {
  const error = msgRef('networkInterfaceNameInvalid', { field });
  return z.string({ error }).trim().check(nameChars(key)).regex(INTERFACE_NAME_PATTERN, { error });
};

/** An empty text from a form is no value. */
const blankless = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const interfaceAddress = (field: string) => {
  const error = msgRef('networkPrefixInvalid', { field });
  return z
    .string({ error })
    .trim()
    .refine((text) => parsePrefix(text) !== null, { error })
    .transform(canonicalInterfaceAddress);
};

const destination = z
  .string({ error: msgRef('networkDestinationInvalid', { field: 'destination' }) })
  .trim()
  .superRefine((text, ctx) => {
    if (text === 'default') return;
    const parsed = parsePrefix(text, true);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: msgRef('networkDestinationInvalid', { field: 'destination' }) });
    } else if (hasHostBits(parsed)) {
      const network = formatPrefix(maskPrefix(parsed));
      ctx.addIssue({
        code: 'custom',
        message: msgRef('networkDestinationHostBits', { field: 'destination', network }),
      });
    }
  })
  .transform(canonicalDestination);

const gateway = blankless(
  z
    .string({ error: msgRef('networkGatewayInvalid', { field: 'gateway' }) })
    .trim()
    .refine((text) => parseAddress(text) !== null, { error: msgRef('networkGatewayInvalid', { field: 'gateway' }) })
    .transform(canonicalAddress),
);

const whole = (field: string, { min, max }: { min: number; max: number }) => {
  const error = msgRef('settingRange', { field, min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const routeFields = {
  destination,
  gateway,
  device: blankless(interfaceName('device')),
  metric: blankless(whole('metric', NETWORK_LIMITS.metric)),
};

/** A gateway of the other family than the destination's is refused on the gateway. */
function sameFamily(route: { destination: string; gateway?: string | undefined }, ctx: z.RefinementCtx) {
  if (!route.gateway || route.destination === 'default') return;
  if (routeFamily(route.destination) !== routeFamily('default', route.gateway)) {
    ctx.addIssue({ code: 'custom', path: ['gateway'], message: msgRef('networkFamilyMismatch', { field: 'gateway' }) });
  }
}

const uniqueNames = (field: string) => (names: string[], ctx: z.RefinementCtx) => {
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) ctx.addIssue({ code: 'custom', message: msgRef('networkDuplicateNames', { field, name: twice }) });
};

// ---- bodies ----

export const InterfaceChangeSchema = z
  .object({
    name: interfaceName('interfaceName', 'name'),
    isUp: z.boolean({ error: msgRef('fieldInvalid', { field: 'isUp' }) }).optional(),
    mtu: whole('mtu', NETWORK_LIMITS.mtu).optional(),
    addresses: z
      .array(interfaceAddress('addresses'), { error: msgRef('fieldInvalid', { field: 'addresses' }) })
      .max(NETWORK_LIMITS.addressesPerInterface, { error: msgRef('fieldInvalid', { field: 'addresses' }) })
      .optional(),
  })
  .refine((change) => change.isUp !== undefined || change.mtu !== undefined || change.addresses !== undefined, {
    path: ['name'],
    error: msgRef('networkChangeEmpty'),
  });
export type InterfaceChange = z.output<typeof InterfaceChangeSchema>;

export const EditNetworkBodySchema = z.object({
  interfaces: z
    .array(InterfaceChangeSchema, { error: msgRef('fieldInvalid', { field: 'interfaces' }) })
    .min(1, { error: msgRef('fieldInvalid', { field: 'interfaces' }) })
    .max(NETWORK_LIMITS.interfacesPerChange, { error: msgRef('fieldInvalid', { field: 'interfaces' }) })
    .superRefine((changes, ctx) =>
      uniqueNames('interfaces')(
        changes.map((change) => change.name),
        ctx,
      ),
    ),
});
export type EditNetworkBody = z.input<typeof EditNetworkBodySchema>;

export const AddRouteBodySchema = z
  .object(routeFields)
  .superRefine(sameFamily)
  .refine((route) => route.gateway !== undefined || route.device !== undefined, {
    path: ['gateway'],
    error: msgRef('networkRouteNeedsNextHop'),
  });
export type AddRouteBody = z.input<typeof AddRouteBodySchema>;

/** Which route to delete: the destination, narrowed by whichever of the other fields is given. */
export const DeleteRouteBodySchema = z.object(routeFields).superRefine(sameFamily);
export type DeleteRouteBody = z.input<typeof DeleteRouteBodySchema>;

export const AddBondBodySchema = z.object({
  name: interfaceName('bondName', 'name'),
  mode: z.enum(BOND_MODES, { error: msgRef('fieldInvalid', { field: 'mode' }) }),
  members: z
    .array(interfaceName('members'), { error: msgRef('fieldInvalid', { field: 'members' }) })
    .min(NETWORK_LIMITS.bondMembers.min, { error: msgRef('fieldRequired', { field: 'members' }) })
    .max(NETWORK_LIMITS.bondMembers.max, { error: msgRef('fieldInvalid', { field: 'members' }) })
    .superRefine(uniqueNames('members')),
  miimon: whole('miimon', NETWORK_LIMITS.miimon).default(100),
  mtu: blankless(whole('mtu', NETWORK_LIMITS.mtu)),
  addresses: z
    .array(interfaceAddress('addresses'), { error: msgRef('fieldInvalid', { field: 'addresses' }) })
    .max(NETWORK_LIMITS.addressesPerInterface, { error: msgRef('fieldInvalid', { field: 'addresses' }) })
    .default([]),
});
export type AddBondBody = z.input<typeof AddBondBodySchema>;

export const DeleteBondBodySchema = z.object({ name: interfaceName('bondName', 'name') });

const names = (list: string[]) => ({ ids: [], names: list });

// ---- endpoints ----

export const getNetwork = endpoint({
  method: 'GET',
  path: '/setting-center/network',
  access: Permission.settingQuery,
  tag,
  summary: 'The host name, DNS servers, appliance mode and the stored network settings of the answering node',
  reply: NetworkOverviewSchema,
});

export const editNetwork = endpoint({
  method: 'PUT',
  path: '/setting-center/network',
  access: Permission.settingEdit,
  tag,
  summary: 'Change interfaces (up/down, MTU, static addresses), all or none; appliance mode only',
  body: EditNetworkBodySchema,
  reply: NetworkOverviewSchema,
  audit: {
    title: 'Change network interfaces',
    kind: 'edit',
    targets: ({ body }) => names(((body as EditNetworkBody | undefined)?.interfaces ?? []).map((i) => String(i.name))),
  },
});

export const listNetworkInterfaces = endpoint({
  method: 'GET',
  path: '/setting-center/network/interface',
  access: Permission.settingQuery,
  tag,
  summary: 'The interfaces with their state, MAC, MTU and addresses (ip -j addr)',
  reply: z.array(NetworkInterfaceSchema),
});

export const listNetworkRoutes = endpoint({
  method: 'GET',
  path: '/setting-center/network/route',
  access: Permission.settingQuery,
  tag,
  summary: 'The routes of the main table, IPv4 and IPv6 (ip -j route)',
  reply: z.array(NetworkRouteSchema),
});

export const addNetworkRoute = endpoint({
  method: 'POST',
  path: '/setting-center/network/route',
  access: Permission.settingEdit,
  tag,
  summary: 'Add a route and store it; appliance mode only. Answers the routes',
  body: AddRouteBodySchema,
  reply: z.array(NetworkRouteSchema),
  audit: { title: 'Add a route', kind: 'add', targets: ({ body }) => names([describeRoute(body as StoredRoute)]) },
});

export const deleteNetworkRoute = endpoint({
  method: 'DELETE',
  path: '/setting-center/network/route',
  access: Permission.settingEdit,
  tag,
  summary: 'Delete a route and forget it; appliance mode only. Answers the routes',
  body: DeleteRouteBodySchema,
  reply: z.array(NetworkRouteSchema),
  audit: {
    title: 'Delete a route',
    kind: 'delete',
    targets: ({ body }) => names([describeRoute(body as StoredRoute)]),
  },
});

export const listNetworkBonds = endpoint({
  method: 'GET',
  path: '/setting-center/network/bond',
  access: Permission.settingQuery,
  tag,
  summary: 'The bonds with their mode and members (ip -d -j link)',
  reply: z.array(NetworkBondSchema),
});

export const addNetworkBond = endpoint({
  method: 'POST',
  path: '/setting-center/network/bond',
  access: Permission.settingEdit,
  tag,
  summary: 'Make a bond of interfaces and store it; appliance mode only. Answers the bonds',
  body: AddBondBodySchema,
  reply: z.array(NetworkBondSchema),
  audit: {
    title: 'Add a bond',
    kind: 'add',
    targets: ({ body }) => names([String((body as { name?: unknown } | undefined)?.name ?? '')]),
  },
});

export const deleteNetworkBond = endpoint({
  method: 'DELETE',
  path: '/setting-center/network/bond',
  access: Permission.settingEdit,
  tag,
  summary: 'Delete a bond (its members are released) and forget it; appliance mode only. Answers the bonds',
  body: DeleteBondBodySchema,
  reply: z.array(NetworkBondSchema),
  audit: {
    title: 'Delete a bond',
    kind: 'delete',
    targets: ({ body }) => names([String((body as { name?: unknown } | undefined)?.name ?? '')]),
  },
});

export const reloadNetwork = endpoint({
  method: 'GET',
  path: '/setting-center/network/reload',
  access: Permission.settingEdit,
  tag,
  effect: 'change',
  summary: 'Apply the stored network settings again (bonds, interfaces, routes), each on its own; appliance mode only',
  reply: ReloadResultSchema,
  audit: {
    title: 'Reload the network settings',
    kind: 'edit',
    targets: ({ reply }) =>
      names(
        ((reply as ReloadResult | undefined)?.items ?? [])
          .filter((item) => item.status !== 'unchanged')
          .map((item) => `${item.name}: ${item.status}`),
      ),
  },
});
