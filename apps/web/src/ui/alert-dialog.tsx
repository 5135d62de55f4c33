import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Dialog } from './dialog';

type AlertDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Escape, the × button and (without `actions`) the OK button call this. */
  onClose: () => void;
  /** Buttons instead of the single OK, e.g. "Yes, LogOut!" and "Cancel". */
  actions?: ReactNode;
};

/**
 * A small modal message or question (role=alertdialog): errors like 'Validation Error', and
 * confirmations like the logout alert. Focus moves in, Escape closes, focus returns to the opener.
 */
export function AlertDialog({ open, title, children, onClose, actions }: AlertDialogProps) {
  const { t } = useTranslation('form');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="small"
      role="alertdialog"
      footer={
        actions ?? (
          <button type="button" className="button" onClick={onClose}>
            {t('ok')}
          </button>
        )
      }
    >
      {children}
    </Dialog>
  );
}
