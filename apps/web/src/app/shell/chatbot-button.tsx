import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import './chatbot-button.css';

const ChatWindow = lazy(() => import('./chat-window'));

/** The floating chatbot button (KAUSHALYA); the chat itself is loaded on first open. */
export function ChatbotButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="chatbot-button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span aria-hidden="true">💬</span> {t('chatbot.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatWindow onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
