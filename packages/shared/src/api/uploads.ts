import { endpoint } from '../endpoint';
import type * as s from '../schemas/uploads';

/** Document uploads and reading them back (API.md "Profile", rows upload and file). */
export const uploadsApi = {
  /** Multipart (`file`, `userID`, `fileType`, `uploadToken?`): no body schema, the web sends `form`. */
  upload: endpoint<{ response: typeof s.uploadResponseSchema }>('POST', '/api/FileUpload/UploadFile', {
    access: 'public',
  }),
  /** Not JSON: the stored file itself (owner or board officer), linked via `fileUrl`. */
  file: endpoint<{ query: typeof s.fileQuerySchema }>('GET', '/api/FileUpload/file', { access: 'signedIn' }),
  /** The stored file's original name (owner or board officer, like `file`). */
  fileInfo: endpoint<{ query: typeof s.fileQuerySchema; response: typeof s.fileInfoResponseSchema }>(
    'GET',
    '/api/FileUpload/fileInfo',
    { access: 'signedIn' },
  ),
};

/**
 * Where the browser reads an uploaded file (owner or board officer only): a document's link and
 * preview, the header's photo. Here beside its endpoint, so the shell links a photo without zod.
 */
export const fileUrl = (filePath: string) => `${uploadsApi.file.path}?path=${encodeURIComponent(filePath)}`;
