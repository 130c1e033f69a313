import { ResponseCode } from '../../../shared/codes';
import type { MessageKey } from '../../../shared/messages';
import { AppError } from '../../errors/appError';

/**
 * Why a network proxy cannot be used as a hop (missing, disabled, an agent, no credential, loop). An
 * AppError, so an HTTP handler that lets it through answers with its code and text.
 */
export class ProxyChainError extends AppError {
  constructor(
    code: number,
    messageKey: MessageKey,
    readonly proxyId: number,
    params: Record<string, string | number> = {},
  ) {
    super(code, messageKey, params);
    this.name = 'ProxyChainError';
  }
}

export const proxyNotFound = (proxyId: number) =>
  new ProxyChainError(ResponseCode.proxyNotFound, 'proxyNotFound', proxyId);

export const appProxyNotFound = () => new AppError(ResponseCode.appProxyNotFound, 'appProxyNotFound');
