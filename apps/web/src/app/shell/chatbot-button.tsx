import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import './chatbot-button.css';

/** The chat window, its catalogs and styles load on the first open (the landing budget, decision 005). */
const ChatWindow = lazy(() => import('../../features/chatbot/chat-window'));

/** A speech bubble drawn in SVG: an emoji needs a font that phones without one show as a box. */
function ChatIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Zm5 0a1.5 1.5 0 1 0 0 .01Z" />
    </svg>
  );
}

/** The floating chatbot button (KAUSHALYA); the chat is loaded on first open and kept while the app runs. */
export function ChatbotButton() {
  const { t } = useTranslation();
  // 0: never opened (nothing loaded), 1: open, 2: closed (the window stays mounted, hidden).
  const [state, setState] = useState(0);
  const open = state === 1;
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setState(2);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chatbot-button"
        aria-expanded={open}
        aria-controls={state ? 'chatbot-window' : undefined}
        onClick={() => setState(open ? 2 : 1)}
      >
        <ChatIcon /> <span className="chatbot-button__label">{t('chatbot.button')}</span>
      </button>
      {/* 'Ask me!' after 5 s, then every 30 s for 2 s while the chat is closed (spec §4, §9): timed by CSS
          (chatbot-button.css), no script on the landing page. Visual only: a screen reader is not
          interrupted every 30 seconds. */}
      <span className="chatbot-nudge" aria-hidden="true">
        {t('chatbot.askMe')}
      </span>
      {state > 0 && (
        <Suspense fallback={null}>
          <ChatWindow id="chatbot-window" open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
