import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import './chatbot-button.css';

const ChatWindow = lazy(() => import('./chat-window'));

/** A speech bubble drawn in SVG: an emoji needs a font that phones without one show as a box. */
function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z" />
    </svg>
  );
}

/** The floating chatbot button (KAUSHALYA); the chat itself is loaded on first open. */
export function ChatbotButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="chatbot-button" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <ChatIcon /> <span className="chatbot-button__label">{t('chatbot.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatWindow onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
