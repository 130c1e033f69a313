import type { Asset, AssetBody, Platform, Protocol } from '../../../shared/api';

/** The asset form as typed: ports stay text until saved, so "80a" can be refused with the §5 message. */
export interface ProtocolEntry {
  protocol: Protocol;
  port: string;
  isChecked: boolean;
}

export interface AssetFormValues {
  assetName: string;
  assetType: number;
  address: string;
  platformId: number | null;
  deptId: number | null;
  encoding: string;
  protocols: ProtocolEntry[];
  tagIds: number[];
  description: string;
  proxyId: number | null;
}

export const EMPTY_ASSET_FORM: AssetFormValues = {
  assetName: '',
  assetType: 0,
  address: '',
  platformId: null,
  deptId: null,
  encoding: 'UTF-8',
  protocols: [],
  tagIds: [],
  description: '',
  proxyId: null,
};

/**
 * The protocols a type offers, with their default ports, for a new asset: each ticked except Telnet, which sends
 * passwords and keystrokes in clear text and is therefore opt-in (the user ticks it on purpose).
 */
export function entriesOfPlatform(platform: Platform): ProtocolEntry[] {
  return platform.protocols.map((entry) => ({
    protocol: entry.protocol,
    port: String(entry.port),
    isChecked: entry.protocol !== 'TELNET',
  }));
}

/** An asset's protocols over those its type offers: the asset's own port where it has one. */
export function formFromAsset(asset: Asset, platform: Platform | undefined): AssetFormValues {
  const own = new Map(asset.protocols.map((entry) => [entry.protocol, entry.port]));
  const offered = platform ? entriesOfPlatform(platform) : [];
  const protocols = offered.map((entry) => {
    const port = own.get(entry.protocol);
    return port === undefined ? { ...entry, isChecked: false } : { ...entry, port: String(port), isChecked: true };
  });
  for (const entry of asset.protocols) {
    if (!offered.some((item) => item.protocol === entry.protocol)) {
      protocols.push({ protocol: entry.protocol, port: String(entry.port), isChecked: true });
    }
  }
  return {
    assetName: asset.assetName,
    assetType: asset.assetType,
    address: asset.address,
    platformId: asset.platformId,
    deptId: asset.deptId,
    encoding: asset.encoding,
    protocols,
    tagIds: asset.tags.map((tag) => tag.tagId),
    description: asset.description,
    proxyId: asset.proxyId,
  };
}

const portOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The body the shared schema checks; a missing platform is sent as 0 so the schema names the field. */
export function toAssetBody(values: AssetFormValues): AssetBody {
  return {
    assetName: values.assetName.trim(),
    assetType: values.assetType as AssetBody['assetType'],
    address: values.address.trim(),
    platformId: values.platformId ?? 0,
    deptId: values.deptId,
    encoding: values.encoding as AssetBody['encoding'],
    protocols: values.protocols
      .filter((entry) => entry.isChecked)
      .map((entry) => ({ protocol: entry.protocol, port: portOf(entry.port) })),
    tagIds: values.tagIds,
    description: values.description.trim(),
    proxyId: values.proxyId,
  };
}
