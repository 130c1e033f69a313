import { z } from 'zod';
import { Permission } from '../access/permissions';
import { msgRef } from '../rules/validation';
import { endpoint } from './endpoint';

/**
 * The product licence (spec §7 GET /setting-center/license, GET /setting-center/license/queryMode, POST
 * /setting-center/license/key; §4 Licence status; docs/licence.md). Payload fields are not shown in the spec: a
 * licence is a signed document (GHL1.<payload>.<Ed25519 signature>) the vendor issues for an installation.
 */
const tag = 'setting-center';

const LimitsSchema = z.object({ assets: z.number().int(), sessions: z.number().int(), nodes: z.number().int() });

export const LicenceViewSchema = z.object({
  /** Spec §4: 0 not activated, 1 valid, 2 expiring soon, 3 expired. */
  status: z.number().int(),
  /** This installation's id: a licence may be bound to it (the vendor asks for it when issuing). */
  installationId: z.string(),
  /** The activated licence, null before the first one. */
  licence: z
    .object({
      licenceId: z.string(),
      customer: z.string(),
      /** The installation it is bound to; null: any installation. */
      installationId: z.string().nullable(),
      issuedAt: z.string(),
      startTime: z.string(),
      expireTime: z.string(),
      limits: LimitsSchema,
      activatedAt: z.string(),
      activatedBy: z.string(),
    })
    .nullable(),
  /** The limits that apply now: the licence's while it is valid, else the unlicensed allowance. */
  limits: LimitsSchema,
  /** What is in use now, counted across every node. */
  usage: LimitsSchema,
  expiringSoonDays: z.number().int(),
});
export type LicenceView = z.infer<typeof LicenceViewSchema>;

export const getLicence = endpoint({
  method: 'GET',
  path: '/setting-center/license',
  access: Permission.licenseManage,
  tag,
  summary: 'The licence: status, customer, validity, limits and what is in use',
  reply: LicenceViewSchema,
});

export const LicenceModeSchema = z.object({
  /** How a licence is activated here: an offline key pasted or uploaded (no call to the vendor is made). */
  mode: z.literal('offline'),
  installationId: z.string(),
  /** The document format the key field accepts. */
  format: z.literal('GHL1'),
});

export const getLicenceMode = endpoint({
  method: 'GET',
  path: '/setting-center/license/queryMode',
  access: Permission.licenseManage,
  tag,
  summary: 'How a licence is activated on this installation, and the installation id to quote to the vendor',
  reply: LicenceModeSchema,
});

/** A licence document is a few hundred characters; 16 KB leaves room for long customer names and nothing more. */
export const LICENCE_KEY_MAX = 16_384;

export const ActivateLicenceBodySchema = z.object({
  key: z
    .string({ error: msgRef('licenceKeyRequired') })
    .trim()
    .min(1, { error: msgRef('licenceKeyRequired') })
    .max(LICENCE_KEY_MAX, { error: msgRef('licenceKeyInvalid') }),
});

export const activateLicence = endpoint({
  method: 'POST',
  path: '/setting-center/license/key',
  access: Permission.licenseManage,
  tag,
  summary:
    'Activate a licence: its signature, installation and validity are checked before it replaces the current one',
  body: ActivateLicenceBodySchema,
  reply: LicenceViewSchema,
  audit: {
    title: 'Activate the licence',
    kind: 'edit',
    targets: ({ reply }) => {
      const view = reply as LicenceView | undefined;
      return view?.licence ? { ids: [view.licence.licenceId], names: [view.licence.customer] } : { ids: [], names: [] };
    },
  },
});
