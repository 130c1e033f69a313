import { DbError } from '../../bastion/database/dbConnection';
import type { OpenTunnel } from '../../bastion/database/dbTunnel';
import { openForwardedStream, SshConnectError } from '../../bastion/ssh';
import type { Deps } from '../../deps';
import { ProxyChainError, resolveProxyChain } from '../proxies';
import type { NativeAccess } from './nativeAccess';
import { NativeLoginError } from './nativeLogin';

const READY_TIMEOUT_MS = 10_000;

/**
 * The way to an asset behind a network proxy, as the web console reaches it: each connection (the session's, a
 * cancel's) is an SSH direct-tcpip channel from the last jump host. Undefined for an asset reached directly; a broken
 * or disabled chain refuses the login.
 */
export async function nativeTunnel(deps: Deps, access: NativeAccess): Promise<OpenTunnel | undefined> {
  const proxyId = access.asset.proxy_id;
  if (proxyId === null) return undefined;
  let jumpHosts: Awaited<ReturnType<typeof resolveProxyChain>>;
  try {
    jumpHosts = await resolveProxyChain(deps, proxyId);
  } catch (error) {
    if (error instanceof ProxyChainError) throw new NativeLoginError(`network proxy: ${error.message}`, 'unavailable');
    throw error;
  }
  return async () => {
    try {
      return await openForwardedStream({
        jumpHosts,
        host: access.asset.address,
        port: access.port,
        readyTimeoutMs: READY_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof SshConnectError) throw new DbError(error.describe('en'), 'connect', null);
      throw error;
    }
  };
}
