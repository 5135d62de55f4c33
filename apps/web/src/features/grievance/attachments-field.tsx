import { GRIEVANCE_ATTACHMENT_EXTENSIONS, GRIEVANCE_LIMITS } from '@portal/shared';
import { memo, type Ref, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { controlA11y, FieldFrame } from '../../ui/field';
import { mergeRefs } from '../../ui/merge-refs';
import '../../ui/file-input.css';

type AttachmentsFieldProps = {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** The server's words for each chosen file (by position), already translated. */
  fileErrors: (string | undefined)[];
  /** An error of the whole list (e.g. 'Maximum 3 attachments allowed'), already translated. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

const accept = GRIEVANCE_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The grievance's attachments: files are kept in the form and sent with it (not uploaded one by one).
 * Each chosen file is checked at once (jpeg, png or pdf; 5 MB; 3 at most); a refused file is named
 * with the reason, never dropped in silence (issue 11 overrides the spec here). The server checks
 * the type again by the file's bytes. `memo`: the form's root renders it again only when its files,
 * their errors or `onChange` change.
 */
export const AttachmentsField = memo(function AttachmentsField({
  id,
  files,
  onChange,
  fileErrors,
  error,
  ref,
}: AttachmentsFieldProps) {
  const { t } = useTranslation(['grievance', 'msg']);
  const [refused, setRefused] = useState<string[]>([]);
  const listHeading = `${id}-chosen`;
  const input = useRef<HTMLInputElement>(null);

  const choose = (chosen: File[]) => {
    const kept = [...files];
    const problems: string[] = [];
    for (const file of chosen) {
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      const reason = !(GRIEVANCE_ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)
        ? 'grievance.attachmentType'
        : file.size > GRIEVANCE_LIMITS.attachmentMaxBytes
          ? 'grievance.attachmentTooLarge'
          : file.size === 0
            ? 'grievance.attachmentEmpty'
            : kept.length >= GRIEVANCE_LIMITS.attachmentsMax
              ? 'grievance.attachmentsMax'
              : undefined;
      if (reason) problems.push(`${file.name}: ${t(`msg:${reason}`)}`);
      else kept.push(file);
    }
    setRefused(problems);
    onChange(kept);
    // the same file may be chosen again after a removal
    if (input.current) input.current.value = '';
  };

  const shownError = [error, ...refused].filter(Boolean).join(' ') || undefined;
  return (
    <FieldFrame
      id={id}
      label={t('form.attachments')}
      hint={t('form.attachmentsHint')}
      error={shownError}
      className="file-input"
    >
      <input
        {...controlA11y(id, true, shownError)}
        ref={mergeRefs(input, ref)}
        type="file"
        multiple
        className="file-input__control"
        accept={accept}
        disabled={files.length >= GRIEVANCE_LIMITS.attachmentsMax}
        onChange={(event) => choose(Array.from(event.target.files ?? []))}
      />
      <p className="visually-hidden" aria-live="polite">
        {refused.join(' ')}
      </p>
      {files.length > 0 && (
        <>
          <p id={listHeading} className="grievance__files-title">
            {t('form.chosen')}
          </p>
          <ul className="grievance__files" aria-labelledby={listHeading}>
            {files.map((file, index) => (
              <li key={`${file.name}:${file.size}:${file.lastModified}`}>
                <span className="grievance__file-name">{file.name}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('form.removeFile', { name: file.name })}
                  onClick={() => {
                    setRefused([]);
                    onChange(files.filter((_, i) => i !== index));
                    input.current?.focus();
                  }}
                >
                  {t('form.remove')}
                </button>
                {fileErrors[index] && (
                  <p id={`${id}-${index}-error`} className="field__error">
                    {fileErrors[index]}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </FieldFrame>
  );
});
