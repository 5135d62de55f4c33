import { documentFileParamsSchema, filesApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/route';
import { readDocument } from './service';

/** Documents change rarely and their links do not: a day in any cache, then revalidated. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * `GET /files/<folder>/<name>.pdf`: the documents notices and courses link to, as application/pdf
 * (nosniff comes with the security headers). A missing one is a JSON 404, never the web app's page.
 */
export async function filesRoutes(app: FastifyInstance) {
  route(
    app,
    filesApi.document,
    // No response schema: the answer is the file's bytes (a 404 is the usual error envelope).
    { tags: ['files'], schemas: { params: documentFileParamsSchema } },
    async (request, reply) => {
      const document = await readDocument(app.database.db, app.documents, request.params['*']);
      if (!document) throw notFound();
      if (document.size !== undefined) reply.header('Content-Length', document.size);
      return reply
        .type('application/pdf')
        .header('Cache-Control', CACHE_CONTROL)
        .header('Last-Modified', document.modified.toUTCString())
        .header('Content-Disposition', `inline; filename="${document.name}"`)
        .send(document.content);
    },
  );
}
