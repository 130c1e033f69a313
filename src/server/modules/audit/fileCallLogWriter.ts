import type { onSendAsyncHookHandler } from 'fastify';
import type { Endpoint } from '../../../shared/api/endpoint';
import { ResponseCode } from '../../../shared/codes';
import { formatMessage } from '../../../shared/messages';
import type { Deps } from '../../deps';
import { langOf } from '../../http/i18n';
import { operationLogWriter } from './operationLogWriter';

/**
 * The operation log of a route that answers a file rather than an envelope (a recording, an upload's download): a
 * refusal arrives as its envelope and is logged as it is; a file, which the writer cannot read, is logged as a success.
 */
export function fileCallLogWriter(deps: Deps, endpoint: Endpoint): onSendAsyncHookHandler<unknown> {
  const writeLog = operationLogWriter(deps, endpoint);
  return async function (request, reply, payload) {
    const outcome =
      typeof payload === 'string'
        ? payload
        : JSON.stringify({ code: ResponseCode.ok, msg: formatMessage('ok', langOf(request)) });
    await writeLog.call(this, request, reply, outcome);
    return payload;
  };
}
