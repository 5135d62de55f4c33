import { fileQuerySchema, uploadResponseSchema, uploadsApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { notFound, requestLang } from '../../platform/errors';
import { readMultipart } from '../../platform/file-intake/intake';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { currentUser } from '../../platform/sessions';
import { readable, UPLOAD_PART_LIMITS, upload } from './service';

const tags = ['uploads'];

export async function uploadsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const { storage } = app;
  const context = { db, storage, config: app.config, now: () => app.clock.now() };

  route(
    app,
    uploadsApi.upload,
    {
      tags,
      preHandler: limiter(app, { name: 'upload-ip', max: 30, windowMs: MINUTE }),
      // No body schema: the body is multipart, read here and checked by the service.
      schemas: { response: uploadResponseSchema },
    },
    async (request) => {
      const received = await readMultipart(request, UPLOAD_PART_LIMITS);
      const path = await upload(context, {
        received,
        user: request.sessionUser,
        ip: request.ip,
        lang: requestLang(request),
      });
      return { Status: 'Success' as const, Data: { FilePath: path } };
    },
  );

  route(
    app,
    uploadsApi.file,
    {
      tags,
      // No response schema: the answer is the file's bytes (errors are the usual error envelope).
      schemas: { query: fileQuerySchema },
    },
    async (request, reply) => {
      const { path } = request.query;
      const row = await readable(db, currentUser(request), path);
      // a row whose file is gone (lost, or never reached this store) is a 404 like any missing file
      const stored = await storage.read(path);
      if (!stored) throw notFound();
      if (stored.size !== undefined) reply.header('Content-Length', stored.size);
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
      const ext = path.split('.').pop();
      return reply
        .header('Content-Type', row.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${row.fileType}.${ext}"`)
        .send(stored.content);
    },
  );
}
