import { type Platform, type PlatformBody, PROTOCOLS } from '../../../shared/api';
import type { PlatformFormValues } from './components/PlatformForm';

/** Usual ports, offered as defaults when a protocol is ticked on a new asset type. */
const USUAL_PORTS: Record<(typeof PROTOCOLS)[number], number> = {
  SSH: 22,
  TELNET: 23,
  RDP: 3389,
  VNC: 5900,
  MySQL: 3306,
  PostgreSQL: 5432,
  'HTTP(S)': 443,
};

export const EMPTY_PLATFORM_FORM: PlatformFormValues = {
  platformName: '',
  assetType: 0,
  protocols: PROTOCOLS.map((protocol) => ({ protocol, port: String(USUAL_PORTS[protocol]), isChecked: false })),
  description: '',
};

export function formFromPlatform(platform: Platform): PlatformFormValues {
  const own = new Map(platform.protocols.map((entry) => [entry.protocol, entry.port]));
  return {
    platformName: platform.platformName,
    assetType: platform.assetType,
    protocols: PROTOCOLS.map((protocol) => {
      const port = own.get(protocol);
      return { protocol, port: String(port ?? USUAL_PORTS[protocol]), isChecked: port !== undefined };
    }),
    description: platform.description,
  };
}

export function toPlatformBody(values: PlatformFormValues): PlatformBody {
  return {
    platformName: values.platformName.trim(),
    assetType: values.assetType as PlatformBody['assetType'],
    protocols: values.protocols
      .filter((entry) => entry.isChecked)
      .map((entry) => ({
        protocol: entry.protocol,
        port: /^\d+$/.test(entry.port.trim()) ? Number(entry.port.trim()) : Number.NaN,
      })),
    description: values.description.trim(),
  };
}
