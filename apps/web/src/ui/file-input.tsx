import { allowedExtensions, formatMaxSize, UPLOAD_RULES, type UploadFileType } from '@portal/shared';
import { createContext, type ReactNode, type Ref, use, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { ApiError, api } from '../lib/api';
import { controlA11y, FieldFrame } from './field';
import { mergeRefs } from './merge-refs';
import './file-input.css';

/**
 * The upload token verify-otp gave for the registration form's mobile number: uploads made before
 * registration (userID 0) are refused without it. The registration form provides it.
 */
export const UploadTokenContext = createContext<string | undefined>(undefined);

type FileInputProps = {
  id: string;
  name?: string;
  label: ReactNode;
  required?: boolean;
  /** Extra help; the allowed types and size are always shown. */
  hint?: ReactNode;
  /** The form's error, already translated. */
  error?: string;
  /** API.md upload type (Photo, Signature, DOBProof, AadhaarCard, ...): decides types and size. */
  fileType: UploadFileType;
  /** The stored file's path ('' when none); set by a successful upload. */
  value: string;
  onChange: (path: string) => void;
  onBlur?: () => void;
  /** The signed-in user's id; 0 while registering. */
  userId?: number;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file field that checks type and size in the browser (UPLOAD_RULES, the spec's messages), then uploads at once
 * (POST /api/FileUpload/UploadFile, multipart file, userID, fileType) and hands the stored path to
 * the form. The server checks the type again by the file's bytes.
 */
export function FileInput({
  id,
  name,
  label,
  required,
  hint,
  error,
  fileType,
  value,
  onChange,
  onBlur,
  userId = 0,
  ref,
}: FileInputProps) {
  const { t, i18n } = useTranslation(['form', 'msg']);
  const [uploading, setUploading] = useState(false);
  const [localError, setLocalError] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const uploadToken = use(UploadTokenContext);

  // No stored path (a form reset, a refused file): the browser's chosen file goes too.
  useEffect(() => {
    if (!value && !uploading && input.current?.value) input.current.value = '';
  });
  const allowed = allowedExtensions(fileType);
  const accept = allowed.split(', ');
  const { maxBytes } = UPLOAD_RULES[fileType];
  const size = formatMaxSize(maxBytes, i18n.language);
  const rules = t('file.rules', { types: allowed, size });
  const shownError = localError ?? error;
  const notesHint = (
    <>
      {hint && <span>{hint} </span>}
      {rules}
    </>
  );

  const choose = async (file: File | undefined) => {
    setLocalError(undefined);
    if (!file) {
      setFileName(undefined);
      onChange('');
      if (required) setLocalError(t('msg:accounts.fileRequired'));
      return;
    }
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!accept.includes(extension)) {
      setLocalError(t('msg:accounts.uploadInvalidType', { allowed }));
      onChange('');
      return;
    }
    if (file.size > maxBytes) {
      setLocalError(t('msg:accounts.uploadTooLarge', { max: size }));
      onChange('');
      return;
    }
    if (userId === 0 && !uploadToken) {
      setLocalError(t('msg:accounts.uploadNeedsVerifiedMobile'));
      onChange('');
      return;
    }
    const form = new FormData();
    form.append('userID', String(userId));
    form.append('fileType', fileType);
    if (userId === 0 && uploadToken) form.append('uploadToken', uploadToken);
    form.append('file', file);
    setUploading(true);
    try {
      const response = await api<{ Status: string; Data: { FilePath: string } }>('/api/FileUpload/UploadFile', {
        method: 'POST',
        form,
        timeoutMs: 60_000,
      });
      setFileName(file.name);
      onChange(response.Data.FilePath);
    } catch (failure) {
      setLocalError(failure instanceof ApiError ? failure.message : t('file.failed'));
      onChange('');
    } finally {
      setUploading(false);
    }
  };

  return (
    <FieldFrame id={id} label={label} required={required} hint={notesHint} error={shownError} className="file-input">
      <input
        {...controlA11y(id, true, shownError, required)}
        ref={mergeRefs(input, ref)}
        name={name}
        type="file"
        className="file-input__control"
        accept={accept.map((ext) => `.${ext}`).join(',')}
        onChange={(event) => void choose(event.target.files?.[0])}
        onBlur={onBlur}
      />
      <p className="file-input__status" aria-live="polite">
        {uploading
          ? t('file.uploading')
          : value
            ? t('file.uploaded', { name: fileName ?? value.split('/').pop() })
            : ''}
      </p>
    </FieldFrame>
  );
}
