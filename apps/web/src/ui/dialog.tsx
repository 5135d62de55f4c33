import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n';
import './dialog.css';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Shown under the body, e.g. the dialog's buttons. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Alert dialogs (confirmations) are announced as such. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog on the native <dialog>: focus moves in and is trapped (the rest of the page is
 * inert), Escape and the close button close it, and focus returns to the element that opened it.
 */
export function Dialog({ open, onClose, title, children, footer, size = 'medium', role = 'dialog' }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  useEffect(
    () => () => {
      if (ref.current?.open) opener.current?.focus();
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users have Escape and the close button
    <dialog
      ref={ref}
      className={`dialog dialog--${size}`}
      aria-labelledby={titleId}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      onCancel={(event) => {
        // React passes a nested dialog's cancel up the tree; only our own Escape closes us.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__frame">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" onClick={onClose} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
