import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them (size limit, prototype-poisoning refusal), except that an
 * empty body sent with `content-type: application/json` is read as "no payload": axios and many
 * clients send that header on calls whose payload is none (logout, dictionaries). A route that
 * needs a body still refuses the missing fields through its schema.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
