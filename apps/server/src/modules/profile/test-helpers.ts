import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from '../../test/app';
import { xhr } from '../../test/app';
import { createUser, signIn } from '../../test/factories';
import { multipart } from '../../test/files';

/** A signed-in user of a type (91 candidate, 95 staff) and the cookie header of their session. */
export async function profileUser(ctx: TestContext, userTypeId: number) {
  const user = await createUser(ctx.database.db, { userTypeId });
  return { user, cookie: (await signIn(ctx.database.db, user.id)).cookie };
}

/** Uploads a document as a signed-in user; answers its stored path. */
export async function uploadAs(
  ctx: TestContext,
  who: { user: { id: number }; cookie: string },
  fileType: string,
  content: Buffer,
  filename = 'document',
) {
  const body = multipart({ userID: who.user.id, fileType }, { filename, content });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/FileUpload/UploadFile',
    headers: { ...body.headers, cookie: who.cookie },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return (res.json() as { Data: { FilePath: string } }).Data.FilePath;
}

/** Whether an uploaded document is on disk. */
export const storedOnDisk = (ctx: TestContext, filePath: string) =>
  fs.existsSync(path.join(ctx.config.dataDir, 'uploads', filePath));

/** A JSON request of a signed-in user. */
export const send = (
  ctx: TestContext,
  who: { cookie: string },
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...xhr, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
