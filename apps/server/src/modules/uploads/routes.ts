import multipart from '@fastify/multipart';
import { errorResponseSchema, fileQuerySchema, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../platform/errors';
import { limiter, MINUTE } from '../../platform/rate-limit';
import { currentUser, requireUser } from '../../platform/sessions';
import { diskStorage, STORAGE_KEY_PATTERN } from '../../platform/storage';
import { readable, sweepUnclaimed, upload } from './service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
};

export async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.post(
    '/api/FileUpload/UploadFile',
    {
      preHandler: limiter(app, { name: 'upload-ip', max: 30, windowMs: MINUTE }),
      schema: { tags: ['uploads'], response: { 200: uploadResponseSchema, ...errors } },
    },
    async (request) => ({ Status: 'Success' as const, Data: { FilePath: await upload(context, request) } }),
  );

  app.get(
    '/api/FileUpload/file',
    {
      preHandler: requireUser(),
      // No response schema: the answer is the file's bytes (errors are the usual error envelope).
      schema: { tags: ['uploads'], querystring: fileQuerySchema },
    },
    async (request, reply) => {
      const { path } = request.query;
      if (!STORAGE_KEY_PATTERN.test(path)) throw new ApiError(404, 'common.notFound');
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
