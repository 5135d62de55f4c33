import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import './catalogs';

// The list of photos and the PDF maker (pdf-lib): fetched when the control is opened, never before.
const PhotoPdfPanel = lazy(() => import('./photo-pdf-panel'));

type PhotoPdfProps = {
  /** The file field's id: the panel's ids start with it. */
  id: string;
  /** The field's label: names the control and the PDF (`<label>.pdf`). */
  label: string;
  /** The field's size limit (UPLOAD_RULES): the PDF is made to fit it. */
  maxBytes: number;
  disabled?: boolean;
  /** Hands the PDF to the field as if it had been chosen; resolves true once it is stored. */
  onPdf: (file: File) => Promise<boolean>;
};

/**
 * "Make a PDF from photos" beside a file field that takes a PDF only (issue 23 item 4, decision 069):
 * a disclosure button that opens the panel where photos are chosen, ordered and made into one PDF.
 */
export function PhotoPdf({ id, label, maxBytes, disabled, onPdf }: PhotoPdfProps) {
  const { t } = useTranslation(['photo-pdf', 'common']);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `${id}-photo-pdf`;
  // Closed: the focus goes back to the button, once it is usable again (it waits out the field's upload).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || disabled) return;
    setRefocus(false);
    button.current?.focus();
  }, [refocus, disabled]);
  const close = () => {
    setOpen(false);
    setRefocus(true);
  };
  return (
    <div className="photo-pdf">
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        aria-label={t('openNamed', { name: label })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onClick={() => setOpen((now) => !now)}
      >
        {t('open')}
      </button>
      {open && (
        <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
          <PhotoPdfPanel id={panelId} label={label} maxBytes={maxBytes} onPdf={onPdf} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
