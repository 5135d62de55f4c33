import type { ErrorResponse, UploadFileType } from '@portal/shared';
import { uploadsApi } from '@portal/shared/api/uploads';
import type { EndpointResponse } from '@portal/shared/endpoint';
import i18n from '../../../i18n';
import { ApiError, call } from '../../../lib/api';

/** The spec gives an upload a minute. */
const UPLOAD_TIMEOUT_MS = 60_000;

type UploadAnswer = typeof uploadsApi.upload extends { schemas?: infer S } ? EndpointResponse<NonNullable<S>> : never;

/**
 * POST /api/FileUpload/UploadFile as the signed-in user (multipart `file`, `userID` = their own id,
 * `fileType` of UPLOAD_RULES): stores a profile document and answers its path. Sent with
 * XMLHttpRequest rather than `call` (fetch) because only XHR reports how much of the body has gone
 * (`onProgress`, 0–100), for the document field's progress bar. The headers are `call`'s: the CSRF
 * marker and the page language, so a refusal comes back in the spec's words; it rejects with an
 * ApiError whose message is those words.
 */
export function uploadDocument(input: {
  file: File;
  fileType: UploadFileType;
  userId: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}): Promise<string> {
  const { file, fileType, userId, onProgress, signal } = input;
  const form = new FormData();
  form.append('userID', String(userId));
  form.append('fileType', fileType);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const failed = (key: string) => reject(new ApiError(0, key, i18n.t(`msg:${key}`)));
    xhr.open(uploadsApi.upload.method, uploadsApi.upload.path);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept-Language', i18n.language === 'mr' ? 'mr' : 'en');
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data: unknown = xhr.response;
      if (xhr.status === 200) {
        // The server serialises every 200 through the endpoint's response schema (decision 030).
        resolve((data as UploadAnswer).Data.FilePath);
        return;
      }
      const err = (data && typeof data === 'object' ? data : {}) as Partial<ErrorResponse>;
      reject(
        new ApiError(
          xhr.status,
          err.MessageKey ?? 'common.serverError',
          err.Message ?? i18n.t('msg:common.serverError'),
          err.errors ?? [],
        ),
      );
    };
    xhr.onerror = () => failed('common.network');
    xhr.ontimeout = () => failed('common.timeout');
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(form);
  });
}

/** The name a saved document's file had (GET /api/FileUpload/fileInfo), to show instead of its storage key. */
export async function savedFileName(path: string, signal?: AbortSignal): Promise<string> {
  return (await call(uploadsApi.fileInfo, { query: { path }, signal })).Data.FileName;
}
