import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { documentFile } from './service';

/** Documents change rarely and their links do not: a day in any cache, then revalidated. */
const CACHE_CONTROL = 'public, max-age=86400';

/**
 * `GET /files/<folder>/<name>.pdf`: the documents notices and courses link to, as application/pdf
 * (nosniff comes with the security headers). A missing one is a JSON 404, never the web app's page.
 */
export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/files/*',
    {
      // No response schema: the answer is the file's bytes (a 404 is the usual error envelope).
      schema: { tags: ['files'], params: z.object({ '*': z.string().max(200) }) },
    },
    async (request, reply) => {
      const file = await documentFile(app.database.db, app.config.dataDir, request.params['*']);
      if (!file) throw notFound();
      const stat = await fs.promises.stat(file);
      return reply
        .type('application/pdf')
        .header('Cache-Control', CACHE_CONTROL)
        .header('Last-Modified', stat.mtime.toUTCString())
        .header('Content-Length', stat.size)
        .header('Content-Disposition', `inline; filename="${path.basename(file)}"`)
        .send(fs.createReadStream(file));
    },
  );
}
