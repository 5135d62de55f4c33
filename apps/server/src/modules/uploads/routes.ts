import multipart from '@fastify/multipart';
import { fileQuerySchema, UPLOAD_MAX_BYTES, uploadResponseSchema, uploadsApi } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { requestLang } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { route } from '../../platform/route';
import { currentUser, requireUser } from '../../platform/sessions';
import { diskStorage } from '../../platform/storage';
import { readable, receive, sweepUnclaimed, UPLOAD_PART_LIMITS, upload } from './service';

const tags = ['uploads'];

export async function uploadsRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const storage = diskStorage(app.config.dataDir);
  const context = { db, storage, config: app.config };
  // Unclaimed pre-registration files live an hour: every process sweeps every 10 minutes (idempotent).
  const sweep = setInterval(() => sweepUnclaimed(db, storage).catch((error) => app.log.warn(error)), 10 * MINUTE);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Over-size files are truncated (not thrown) so the answer can name the limit of their fileType.
  if (!app.hasRequestDecorator('parts')) {
    await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: UPLOAD_MAX_BYTES } });
  }

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
      const received = await receive(request.isMultipart() ? request.parts({ limits: UPLOAD_PART_LIMITS }) : undefined);
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
      preHandler: requireUser(),
      // No response schema: the answer is the file's bytes (errors are the usual error envelope).
      schemas: { query: fileQuerySchema },
    },
    async (request, reply) => {
      const { path } = request.query;
      const row = await readable(db, currentUser(request), path);
      const inline = row.mime.startsWith('image/') || row.mime === 'application/pdf';
      const ext = path.split('.').pop();
      return reply
        .header('Content-Type', row.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${row.fileType}.${ext}"`)
        .send(storage.read(path));
    },
  );
}
