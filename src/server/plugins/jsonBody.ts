import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning checks included), except that an empty
 * body counts as no body: HTTP clients often send `Content-Type: application/json` on a body-less POST
 * such as logout, and that must not fail. Endpoints that need a body still fail validation without one.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
