import { z } from 'zod';
import { msgRef, NAME_PATTERN } from '../rules/validation';
import { nameChars } from './nameChars';

/**
 * Field rules of spec §5 for assets and asset types, shared by the server and the console forms.
 * Messages are the spec's: Address 请输入正确的地址, URL 请输入正确的链接, Port 请输入正确的端口,
 * Protocol 请选择正确的通讯协议, Names 只支持字母、数字、特殊字符包含 _ -.
 */

/**
 * Spec §3 protocols, and VNC (issue 19: remote desktops over VNC, docs/rdp.md). The §5 rule also accepts "Telnet",
 * stored as TELNET.
 */
export const PROTOCOLS = ['SSH', 'TELNET', 'RDP', 'VNC', 'MySQL', 'PostgreSQL', 'HTTP(S)'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

/** Spec §3 asset type: host 0, network device 1, web 2, database 3. */
export const AssetType = { host: 0, networkDevice: 1, web: 2, database: 3 } as const;
export const ASSET_TYPES = [0, 1, 2, 3] as const;

/** Spec §3 encoding. */
export const ENCODINGS = ['UTF-8', 'GB2312'] as const;

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
export const IPV4_PATTERN = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST_NAME_PATTERN = new RegExp(`^${LABEL}(\\.${LABEL})*$`);
const URL_PATTERN = new RegExp(
  `^https?://(${LABEL}(\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])(:(?<port>\\d{1,5}))?([/?#][^\\s]*)?$`,
  'i',
);

/** Spec §5 Address: an IPv4 address or a host name (RFC 1123). Digits-and-dots must be a real IPv4. */
export function isAddress(text: string): boolean {
  if (text.length > 253) return false;
  if (/^[\d.]+$/.test(text)) return IPV4_PATTERN.test(text);
  return HOST_NAME_PATTERN.test(text);
}

/** Spec §5 URL: http or https with a host, an optional port 0–65535 and an optional path. */
export function isWebUrl(text: string): boolean {
  if (text.length > 255) return false;
  const match = URL_PATTERN.exec(text);
  const host = match?.[1];
  if (!host) return false;
  // A host of digits and dots must be a real IPv4 address (http://300.1.1.1 is no link).
  if (!host.startsWith('[') && !isAddress(host)) return false;
  const port = match.groups?.port;
  return port === undefined || Number(port) <= 65535;
}

export const portField = z
  .number({ error: msgRef('portInvalid') })
  .int({ error: msgRef('portInvalid') })
  .min(0, { error: msgRef('portInvalid') })
  .max(65535, { error: msgRef('portInvalid') });

export const protocolField = z
  .string({ error: msgRef('protocolInvalid') })
  .transform((text) => (text === 'Telnet' ? 'TELNET' : text))
  .pipe(z.enum(PROTOCOLS, { error: msgRef('protocolInvalid') }));

/** One protocol with its port, as a body carries it (checked, "Telnet" normalised). */
export const ProtocolPortBodySchema = z.object({ protocol: protocolField, port: portField });

/** One protocol with its port, as replies carry it (no transform: replies are serialised through it). */
export const ProtocolPortSchema = z.object({ protocol: z.enum(PROTOCOLS), port: z.number().int() });
export type ProtocolPort = z.infer<typeof ProtocolPortSchema>;

/** One or more protocols, each once. */
export const protocolListField = z
  .array(ProtocolPortBodySchema, { error: msgRef('protocolRequired') })
  .min(1, { error: msgRef('protocolRequired') })
  .max(PROTOCOLS.length, { error: msgRef('protocolInvalid') })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const [index, entry] of list.entries()) {
      if (seen.has(entry.protocol)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'protocol'],
          message: msgRef('protocolDuplicate', { protocol: entry.protocol }),
        });
      }
      seen.add(entry.protocol);
    }
  });

export const assetTypeField = z.literal(ASSET_TYPES, { error: msgRef('assetTypeInvalid') });

export const encodingField = z.enum(ENCODINGS, { error: msgRef('encodingInvalid') }).default('UTF-8');

/** Spec §5 Names on asset names: letters, digits, _ and -. */
export const assetNameField = z
  .string({ error: msgRef('fieldRequired', { field: 'assetName' }) })
  .trim()
  .min(1, { error: msgRef('fieldRequired', { field: 'assetName' }) })
  .max(64, { error: msgRef('fieldTooLong', { field: 'assetName', max: 64 }) })
  .check(nameChars('assetName'))
  .regex(NAME_PATTERN, { error: msgRef('nameChars') });

export const addressText = z
  .string({ error: msgRef('addressInvalid') })
  .trim()
  .min(1, { error: msgRef('addressInvalid') })
  .max(255, { error: msgRef('addressInvalid') });

export const descriptionField = z
  .string({ error: msgRef('mustBeText') })
  .trim()
  .max(255, { error: msgRef('fieldTooLong', { field: 'description', max: 255 }) })
  .default('');
