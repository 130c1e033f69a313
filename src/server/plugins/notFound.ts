import type { FastifyInstance } from 'fastify';
import { ResponseCode } from '../../shared/codes';
import { formatMessage } from '../../shared/messages';
import { htmlFileFor } from '../../shared/protocol/pages';
import { sendEnvelope } from '../http/envelope';
import { langOf } from '../http/i18n';
import { API_PREFIX } from '../http/registrar';

/**
 * Unknown API paths answer HTTP 404 with the envelope; a page request (GET wanting HTML) outside the API
 * gets the console's page when the console is served (login.html for /login, index.html for every other
 * route), so client-side routes survive a reload.
 */
export function registerNotFound(app: FastifyInstance, options: { spa: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (options.spa && !isApi && request.method === 'GET' && wantsHtml) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      return reply.header('cache-control', 'no-cache').sendFile(htmlFileFor(pathname));
    }
    return sendEnvelope(reply, 404, { code: ResponseCode.notFound, msg: formatMessage('notFound', langOf(request)) });
  });
}
