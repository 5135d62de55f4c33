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
};
