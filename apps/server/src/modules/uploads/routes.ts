import { fileInfoResponseSchema, fileQuerySchema, uploadResponseSchema, uploadsApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { notFound, requestLang } from '../../platform/errors';
import { contentDisposition } from '../../platform/file-intake/file-name';
import { readMultipart } from '../../platform/file-intake/intake';
import { noStore } from '../../platform/http';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { framedByOwnPages } from '../../platform/security-headers';
import { currentUser } from '../../platform/sessions';
import { readable, shownName, UPLOAD_PART_LIMITS, upload } from './service';

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
      // a PDF is previewed in a frame of the profile's own page (issue 23 item 3)
      framedByOwnPages(reply);
      return reply
        .header('Content-Type', row.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', shownName(row)))
        .send(stored.content);
    },
  );

  route(
    app,
    uploadsApi.fileInfo,
    { tags, schemas: { query: fileQuerySchema, response: fileInfoResponseSchema } },
    async (request, reply) => {
      noStore(reply);
      const row = await readable(db, currentUser(request), request.query.path);
      return { Status: 'Success' as const, Data: { FileName: shownName(row) } };
    },
  );
}
