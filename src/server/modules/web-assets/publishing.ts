import type { WebLoginMode, WebPublishing } from '../../../shared/api/webPublishing';
import { ResponseCode } from '../../../shared/codes';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';

export interface Publishing extends WebPublishing {
  /** The web application: scheme, host and port from the asset's address. */
  origin: URL;
  /** Where a launch lands: the path (and query) of the asset's address. */
  startPath: string;
  /** 'HTTP' or 'HTTPS', the session row's protocol. */
  protocol: 'HTTP' | 'HTTPS';
  /** The network proxy reaching the web application: the application proxy's, else the asset's. */
  networkProxyId: number | null;
}

const NO_RECIPE: WebPublishing = {
  loginMode: 'none',
  loginPath: '',
  usernameField: '',
  passwordField: '',
  extraFields: '',
  hostHeader: '',
  upstreamCa: '',
};

/**
 * How a web asset is published (docs/web-assets.md): its address (a URL, spec §5) is the web application; the
 * application proxy whose URL has the same origin gives the recipe (credential injection, Host header) and the
 * network proxy. None: no injection, the asset's own network proxy. Only disabled ones: the asset is not published.
 */
export async function publishingOf(
  db: Db,
  asset: { address: string; proxy_id: number | null },
  protocols: readonly { protocol: string }[],
): Promise<Publishing> {
  if (!protocols.some((row) => row.protocol === 'HTTP(S)') || !URL.canParse(asset.address))
    throw new AppError(ResponseCode.webNoProtocol, 'webNoProtocol');
  const origin = new URL(asset.address);
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:')
    throw new AppError(ResponseCode.webNoProtocol, 'webNoProtocol');
  const base = {
    origin: new URL(origin.origin),
    startPath: `${origin.pathname}${origin.search}`,
    protocol: origin.protocol === 'https:' ? ('HTTPS' as const) : ('HTTP' as const),
  };
  const applications = await db
    .selectFrom('application_proxies')
    .selectAll()
    .orderBy('enabled', 'desc')
    .orderBy('id', 'asc')
    .execute();
  const matching = applications.filter((row) => URL.canParse(row.url) && new URL(row.url).origin === origin.origin);
  const chosen = matching[0];
  if (!chosen) return { ...base, ...NO_RECIPE, networkProxyId: asset.proxy_id };
  if (chosen.enabled !== 1)
    throw new AppError(ResponseCode.webAppProxyDisabled, 'webAppProxyDisabled', { name: chosen.name });
  return {
    ...base,
    loginMode: (['basic', 'form'].includes(chosen.login_mode) ? chosen.login_mode : 'none') as WebLoginMode,
    loginPath: chosen.login_path,
    usernameField: chosen.username_field,
    passwordField: chosen.password_field,
    extraFields: chosen.extra_fields,
    hostHeader: chosen.host_header,
    upstreamCa: chosen.upstream_ca,
    networkProxyId: chosen.network_proxy_id ?? asset.proxy_id,
  };
}
