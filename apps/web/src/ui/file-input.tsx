import { allowedExtensions, formatMaxSize, formatPercent, UPLOAD_RULES, type UploadFileType } from '@portal/shared';
import { lazy, type ReactNode, type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { controlA11y, FieldFrame } from './field';
import { mergeRefs } from './merge-refs';
import './file-input.css';

// "Make a PDF from photos" (decision 069): its code and words are fetched only where a field takes a PDF only.
const PhotoPdf = lazy(() => import('./photo-pdf/photo-pdf').then((module) => ({ default: module.PhotoPdf })));

type FileInputProps = {
  id: string;
  name?: string;
  /** The field's label; a PDF made from photos here is named after it. */
  label: string;
  required?: boolean;
  /** Extra help; the allowed types and size are always shown. */
  hint?: ReactNode;
  /** The form's error, already translated. */
  error?: string;
  /** API.md upload type (Photo, Signature, DOBProof, AadhaarCard, ...): decides types and size. */
  fileType: UploadFileType;
  /** The stored file's path ('' when none); set by a successful upload. */
  value: string;
  /**
   * The stored file's own name as the server keeps it (for `value`; DocumentField asks for it): shown
   * rather than the name of a file chosen earlier on this page, which a Reset may have replaced.
   */
  savedName?: string;
  onChange: (path: string) => void;
  onBlur?: () => void;
  /**
   * Stores a file that passed the checks (the feature's call, e.g. POST /api/FileUpload/UploadFile):
   * resolves with its stored path, rejects with an Error whose message is the words to show.
   */
  upload: (file: File) => Promise<string>;
  /** While `upload` runs: the share sent so far (0–100), shown as a progress bar labelled "Uploading...". */
  progress?: number;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A file field that checks type and size in the browser (UPLOAD_RULES, the spec's messages), then
 * uploads at once (`upload`) and hands the stored path to the form. The server checks the type again
 * by the file's bytes.
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
  savedName,
  onChange,
  onBlur,
  upload,
  progress,
  ref,
}: FileInputProps) {
  const { t, i18n } = useTranslation(['form', 'msg']);
  const [uploading, setUploading] = useState(false);
  const [localError, setLocalError] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  // No stored path (a form reset, a refused file): the browser's chosen file goes too.
  useEffect(() => {
    if (!value && !uploading && input.current?.value) input.current.value = '';
  });
  const allowed = allowedExtensions(fileType);
  const accept = allowed.split(', ');
  const { maxBytes } = UPLOAD_RULES[fileType];
  const size = formatMaxSize(maxBytes, i18n.language);
  // PDF only (the spec's rule for the category certificates): said before a photo is picked, and
  // "Make a PDF from photos" offered beside the input (decision 069)
  const pdfOnly = accept.join() === 'pdf';
  const rules = `${t('file.rules', { types: allowed, size })}${pdfOnly ? ` ${t('file.pdfOnly')}` : ''}`;
  const shownError = localError ?? error;
  const notesHint = (
    <>
      {hint && <span>{hint} </span>}
      {rules}
    </>
  );

  /** Checks and uploads a chosen file (or a PDF made from photos); true once it is stored. */
  const choose = async (file: File | undefined): Promise<boolean> => {
    setLocalError(undefined);
    if (!file) {
      setFileName(undefined);
      onChange('');
      if (required) setLocalError(t('msg:accounts.fileRequired'));
      return false;
    }
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!accept.includes(extension)) {
      setLocalError(t('msg:accounts.uploadInvalidType', { allowed }));
      onChange('');
      return false;
    }
    if (file.size > maxBytes) {
      setLocalError(t('msg:accounts.uploadTooLarge', { max: size }));
      onChange('');
      return false;
    }
    setUploading(true);
    try {
      const path = await upload(file);
      setFileName(file.name);
      onChange(path);
      return true;
    } catch (failure) {
      setLocalError(failure instanceof Error && failure.message ? failure.message : t('file.failed'));
      onChange('');
      return false;
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
      <p id={`${id}-status`} className="file-input__status" aria-live="polite">
        {uploading
          ? t('file.uploading')
          : value
            ? t('file.uploaded', { name: savedName ?? fileName ?? value.split('/').pop() })
            : ''}
      </p>
      {uploading && progress !== undefined && (
        <progress className="file-input__progress" max={100} value={progress} aria-labelledby={`${id}-status`}>
          {formatPercent(progress, i18n.language)}
        </progress>
      )}
      {pdfOnly && (
        // the field shows at once, the button when its code and words are in
        <Suspense fallback={null}>
          <PhotoPdf id={id} label={label} maxBytes={maxBytes} disabled={uploading} onPdf={choose} />
        </Suspense>
      )}
    </FieldFrame>
  );
}
