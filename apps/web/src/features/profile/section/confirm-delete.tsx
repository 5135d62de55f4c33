import { useTranslation } from '../../../i18n';
import { AlertDialog } from '../../../ui/alert-dialog';

type Props = { open: boolean; title: string; onConfirm: () => void; onCancel: () => void };

/** The spec's delete confirmation ('Are you sure? You won't be able to revert this!') of a list entry. */
export function ConfirmDelete({ open, title, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('profile');
  return (
    <AlertDialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <button type="button" className="button button--warning" onClick={onConfirm}>
            {t('list.confirmDelete')}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('list.cancel')}
          </button>
        </>
      }
    >
      {t('list.deleteQuestion')}
    </AlertDialog>
  );
}
