/**
 * The per-asset origins of web assets (docs/web-assets.md): `<prefix><assetId>.<base domain>`, on the console's own
 * port, e.g. `asset-12.localhost:8080`. The base domain is a setting (GATEHOUSE_WEB_ASSET_DOMAIN); without one the
 * console's host name as the browser reached it is used, or `localhost` when that is an IP address (`*.localhost`
 * resolves to loopback in browsers), and any host `<prefix><id>.…` is taken for the asset.
 */
export interface AssetHostSettings {
  /** GATEHOUSE_WEB_ASSET_PREFIX, default `asset-`: letters, digits and hyphens, ending the label before the id. */
  prefix: string;
  /** GATEHOUSE_WEB_ASSET_DOMAIN, e.g. `gatehouse.example.com`; null: derived from the console's host. */
  baseDomain: string | null;
}

export const DEFAULT_ASSET_HOST_SETTINGS: AssetHostSettings = { prefix: 'asset-', baseDomain: null };

const IP_LIKE = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

export class AssetHosts {
  private readonly pattern: RegExp;

  constructor(readonly settings: AssetHostSettings) {
    const prefix = escapeRegExp(settings.prefix.toLowerCase());
    const domain = settings.baseDomain ? escapeRegExp(settings.baseDomain.toLowerCase()) : '[^:]+';
    this.pattern = new RegExp(`^${prefix}(\\d{1,9})\\.${domain}(?::\\d{1,5})?$`);
  }

  /** The asset a Host header names, or null for the console's own host (and anything else). */
  assetIdOf(hostHeader: string | undefined): number | null {
    if (!hostHeader) return null;
    const match = this.pattern.exec(hostHeader.toLowerCase());
    return match ? Number(match[1]) : null;
  }

  /** The asset's origin, as seen from a console reached at `consoleHost` (its Host header) over `scheme`. */
  originOf(assetId: number, consoleHost: string, scheme: 'http' | 'https'): string {
    const { name, port } = splitHost(consoleHost);
    const domain = this.settings.baseDomain ?? (IP_LIKE.test(name) ? 'localhost' : name);
    return `${scheme}://${this.settings.prefix}${assetId}.${domain}${port ? `:${port}` : ''}`;
  }
}

function splitHost(host: string): { name: string; port: string | null } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim());
  return match ? { name: (match[1] ?? '').toLowerCase(), port: match[2] ?? null } : { name: 'localhost', port: null };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
