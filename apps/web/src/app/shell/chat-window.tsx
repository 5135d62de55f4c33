import { useTranslation } from '../../i18n';
import { Dialog } from '../../ui/dialog';

/** Placeholder until the help-area issue builds the chatbot. */
export default function ChatWindow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={t('chatbot.title')} size="small">
      <p>{t('chatbot.greeting')}</p>
      <p>{t('chatbot.comingSoon')}</p>
    </Dialog>
  );
}
