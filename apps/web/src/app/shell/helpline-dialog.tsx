import { useTranslation } from '../../i18n';
import { Dialog } from '../../ui/dialog';

const HELPLINE_PHONE = '+91 22 2262 0603';

/** The Helpline dialog of the top bar: office hours and the number, as a link a phone can call. */
export default function HelplineDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('helpline.title')}
      size="small"
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <p>{t('helpline.hours')}</p>
      <p>
        {t('helpline.number')}: <a href={`tel:${HELPLINE_PHONE.replaceAll(' ', '')}`}>{HELPLINE_PHONE}</a>
      </p>
    </Dialog>
  );
}
