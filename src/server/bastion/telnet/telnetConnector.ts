import { formatMessage } from '../../../shared/messages';
import { type HostConnector, HostLoginError } from '../gateway/hostConnectors';
import { TelnetConnectError } from './errors';
import { openTelnetConnection } from './openTelnetConnection';

/**
 * The terminal gateway's connector for Telnet assets: a password login by prompt, directly or through the
 * asset's SSH jump hosts. A key account cannot log in over Telnet and is refused before any connection.
 */
export const telnetConnector: HostConnector = async (request) => {
  if (request.credential.kind !== 'password') {
    throw new HostLoginError(
      'methodNotAllowed',
      2,
      (lang) => formatMessage('telnetPasswordOnly', lang),
      'telnetPasswordOnly',
    );
  }
  try {
    const connection = await openTelnetConnection({
      host: request.host,
      port: request.port,
      userName: request.username,
      password: request.credential.password,
      terminal: request.terminal,
      jumpHosts: request.jumpHosts,
      ...(request.readyTimeoutMs ? { timeouts: { connectTimeoutMs: request.readyTimeoutMs } } : {}),
    });
    return { connection };
  } catch (error) {
    if (!(error instanceof TelnetConnectError)) throw error;
    throw new HostLoginError(
      error.kind === 'proxy' ? 'proxyChain' : error.kind,
      error.kind === 'authRejected' ? 2 : 3,
      (lang) => error.describe(lang),
      error.messageKey,
    );
  }
};
