import type { UploadFileType } from '@portal/shared';
import { fileUrl } from '@portal/shared/api/uploads';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { FileInput } from '../../../ui/file-input';
import { mergeRefs } from '../../../ui/merge-refs';
// Its words are in the wizard's `profile` namespace, added by the wizard's catalogs.
import '../catalogs';
import { savedFileName, uploadDocument } from './api';
import './document-field.css';

export type DocumentFieldProps = {
  /** The file input's id (what an error-summary link focuses). */
  id: string;
  name?: string;
  /** The document's name, e.g. "Caste Certificate": the label, and the preview's alt/title. */
  label: string;
  /** UPLOAD_RULES type: decides the allowed types and size, checked in the browser and again by the server. */
  fileType: UploadFileType;
  /** The signed-in user's numeric id (uploads go to their own account). */
  userId: number;
  /** The stored path ('' when none): a saved document or a new upload. */
  value: string;
  /** A new path after an upload, '' after Remove. A refused or failed file keeps the current one. */
  onChange: (path: string) => void;
  onBlur?: () => void;
  required?: boolean;
  hint?: ReactNode;
  /** The form's error, already translated. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A profile document (issue 10 item 3): the file input with an upload progress bar, then the current
 * document — an image shown, a PDF linked and previewed in a frame on request — with Replace (choose
 * another file) and Remove (clears the field; the server deletes the old file when the section is
 * saved). Uploads go to POST /api/FileUpload/UploadFile as the signed-in user. A saved document is
 * shown by the name its file had (GET /api/FileUpload/fileInfo), not by its storage key.
 */
export function DocumentField({
  id,
  name,
  label,
  fileType,
  userId,
  value,
  onChange,
  onBlur,
  required,
  hint,
  error,
  ref,
}: DocumentFieldProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const href = value ? fileUrl(value) : '';
  const isPdf = value.toLowerCase().endsWith('.pdf');
  const info = useQuery({
    queryKey: ['fileInfo', value],
    queryFn: ({ signal }) => savedFileName(value, signal),
    enabled: value !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });

  const upload = async (file: File) => {
    setProgress(0);
    try {
      return await uploadDocument({ file, fileType, userId, onProgress: setProgress });
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="document-field">
      <FileInput
        id={id}
        name={name}
        label={label}
        required={required}
        hint={hint}
        error={error}
        fileType={fileType}
        value={value}
        savedName={info.data}
        // FileInput clears the path when a file is refused or fails: keep the current document then.
        onChange={(path) => {
          if (path) {
            setPreviewOpen(false);
            onChange(path);
          }
        }}
        onBlur={onBlur}
        upload={upload}
        progress={progress}
        ref={mergeRefs(input, ref)}
      />
      {value && (
        <section className="document-field__current" aria-label={`${t('document.current')}: ${label}`}>
          {isPdf ? (
            <p className="document-field__link">
              <a href={href} target="_blank" rel="noopener">
                {t('document.open', { name: label })}
              </a>
            </p>
          ) : (
            <img className="document-field__image" src={href} alt={t('document.previewOf', { name: label })} />
          )}
          <div className="document-field__actions">
            {isPdf && (
              <button
                type="button"
                className="button button--secondary"
                aria-expanded={previewOpen}
                onClick={() => setPreviewOpen((open) => !open)}
              >
                {t(previewOpen ? 'document.hidePreview' : 'document.showPreview')}
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('document.replaceNamed', { name: label })}
              onClick={() => input.current?.click()}
            >
              {t('document.replace')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={t('document.removeNamed', { name: label })}
              onClick={() => {
                setPreviewOpen(false);
                onChange('');
                input.current?.focus();
              }}
            >
              {t('document.remove')}
            </button>
          </div>
          {isPdf && previewOpen && (
            <iframe className="document-field__frame" src={href} title={t('document.previewOf', { name: label })} />
          )}
        </section>
      )}
    </div>
  );
}
