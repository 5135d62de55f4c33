import { COMPLAINT_DOCUMENTS } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Dialog } from '../../ui/dialog';
import { controlA11y, Field, FieldFrame } from '../../ui/field';

/** One row of the documents list: a name and a file (checked in the browser; the server checks again). */
export type DocumentRow = { key: number; name: string; file: File | null; nameError?: string; fileError?: string };

const TYPES = new Set(['image/jpeg', 'image/jpg', 'application/pdf']);
const EXTENSIONS = /\.(jpe?g|pdf)$/i;

/** The spec's messages for a file the browser can already tell is wrong (type, size), else undefined. */
export function fileProblem(file: File): { key: string; vars: Record<string, string | number> } | undefined {
  if (!TYPES.has(file.type) || !EXTENSIONS.test(file.name)) {
    return { key: 'complaint.fileInvalidType', vars: { allowed: COMPLAINT_DOCUMENTS.allowed } };
  }
  if (file.size > COMPLAINT_DOCUMENTS.maxBytes)
    return { key: 'complaint.fileTooLarge', vars: { max: COMPLAINT_DOCUMENTS.maxMb } };
  return undefined;
}

/** The documents' own checks on submit: each row needs a name and a file ('Please select a file!'). */
export function checkRows(rows: DocumentRow[], text: (key: string) => string | undefined) {
  return rows.map((row) => ({
    ...row,
    nameError: row.name.trim() ? row.nameError : text('complaint.documentNameRequired'),
    fileError: row.file ? row.fileError : (row.fileError ?? text('complaint.fileRequired')),
  }));
}

export const docId = (i: number, part: 'name' | 'file') => `cmp-documents-${i}-${part}`;

type Props = {
  rows: DocumentRow[];
  onChange: (rows: DocumentRow[]) => void;
  /** Gives a new row its key. */
  nextKey: () => number;
};

/**
 * Section 4, the documents list (spec §2, §5): rows of a name and a file, added and removed, each
 * previewed in a dialog (a pdf in a frame, an image as an image, from an object URL). A file of the
 * wrong type or size is refused at once with the spec's message.
 */
export function DocumentsList({ rows, onChange, nextKey }: Props) {
  const { t } = useTranslation(['complaint', 'msg']);
  const [preview, setPreview] = useState<{ name: string; file: File } | null>(null);
  const [url, setUrl] = useState<string>();

  useEffect(() => {
    if (!preview) return;
    const objectUrl = URL.createObjectURL(preview.file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [preview]);

  const update = (index: number, patch: Partial<DocumentRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <>
      <p className="field__hint" id="cmp-documents-hint">
        {t('documentsHint', { max: COMPLAINT_DOCUMENTS.maxMb, limit: COMPLAINT_DOCUMENTS.maxCount })}
      </p>
      {rows.length === 0 ? (
        <p>{t('noDocuments')}</p>
      ) : (
        <ol className="complaint-docs">
          {rows.map((row, i) => {
            const n = i + 1;
            const fileId = docId(i, 'file');
            return (
              <li key={row.key} className="complaint-doc">
                <h3 className="complaint-doc__title">{t('documentRow', { n })}</h3>
                <Field
                  id={docId(i, 'name')}
                  label={t('documentName')}
                  required
                  maxLength={COMPLAINT_DOCUMENTS.nameMax}
                  value={row.name}
                  error={row.nameError}
                  onChange={(event) => update(i, { name: event.target.value, nameError: undefined })}
                />
                <FieldFrame id={fileId} label={t('documentFile')} required error={row.fileError}>
                  <input
                    {...controlA11y(fileId, undefined, row.fileError, true)}
                    type="file"
                    className="field__input"
                    accept=".jpeg,.jpg,.pdf,image/jpeg,application/pdf"
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      const problem = file ? fileProblem(file) : undefined;
                      if (problem) event.target.value = '';
                      update(i, {
                        file: problem ? null : file,
                        fileError: problem ? t(`msg:${problem.key}`, problem.vars) : undefined,
                      });
                    }}
                  />
                </FieldFrame>
                <div className="complaint-doc__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={!row.file}
                    onClick={() => row.file && setPreview({ name: row.name || row.file.name, file: row.file })}
                  >
                    {t('previewDocument', { n })}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    {t('removeDocument', { n })}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={rows.length >= COMPLAINT_DOCUMENTS.maxCount}
        onClick={() => onChange([...rows, { key: nextKey(), name: '', file: null }])}
      >
        {t('addDocument')}
      </button>
      <Dialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={t('previewTitle', { name: preview?.name ?? '' })}
        size="large"
      >
        {preview && url && preview.file.type === 'application/pdf' && (
          <iframe className="complaint-preview" src={url} title={t('previewTitle', { name: preview.name })} />
        )}
        {preview && url && preview.file.type !== 'application/pdf' && (
          <img className="complaint-preview" src={url} alt={preview.name} />
        )}
      </Dialog>
    </>
  );
}
