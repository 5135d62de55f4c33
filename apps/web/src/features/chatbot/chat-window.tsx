import type { ChatbotSource } from '@portal/shared';
import { CHATBOT_HISTORY_MAX, CHATBOT_QUESTION_MAX } from '@portal/shared/basics';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Lang, useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { askChatbot } from './api';
import './catalogs';
import './chat-window.css';

type Message = { id: number; role: 'user' | 'bot'; text: string; lang: Lang; sources?: ChatbotSource[] };

/** A cited source: an app path opens in the app (the chat stays open), a file or a web page as a link. */
function SourceLink({ source }: { source: ChatbotSource }) {
  const { href, title } = source;
  const appPath = /^\/(?!\/)/.test(href);
  if (appPath && !href.startsWith('/files/')) return <Link to={href}>{title}</Link>;
  return appPath || /^https?:\/\//i.test(href) ? <a href={href}>{title}</a> : <span>{title}</span>;
}

/**
 * The KAUSHALYA chat window (spec part 2 "Help area", §4 Chatbot): a non-modal dialog beside the page,
 * a greeting, the conversation as a polite live log, a labelled question field (Enter sends). Escape
 * or the close button close it and focus returns to the floating button (the caller's `onClose`).
 * It stays mounted while hidden, so the conversation survives closing it and moving between pages.
 */
export default function ChatWindow({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('chatbot');
  const [messages, setMessages] = useState<Message[]>([]);
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const next = useRef(1);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message or the busy line arrives
  useEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, busy]);

  const add = (message: Omit<Message, 'id'>) => setMessages((list) => [...list, { ...message, id: next.current++ }]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = question.trim();
    if (!text || busy) {
      input.current?.focus();
      return;
    }
    const lang = i18n.language;
    const history = messages
      .slice(-CHATBOT_HISTORY_MAX)
      .map((m) => ({ role: m.role, text: m.text.slice(0, CHATBOT_QUESTION_MAX) }));
    add({ role: 'user', text, lang });
    setQuestion('');
    setBusy(true);
    try {
      const answer = await askChatbot({ question: text, lang, history });
      add({ role: 'bot', text: answer.answer, lang, sources: answer.sources });
    } catch (error) {
      // A bad question or too many: the server's message. Anything else: the spec's message.
      const status = error instanceof ApiError ? error.status : 0;
      const said = error instanceof ApiError && (status === 400 || status === 429) ? error.message : undefined;
      add({ role: 'bot', text: said ?? t('msg:chatbot.connectionError'), lang });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      id={id}
      className="chat-window"
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="chat-window__header">
        <div>
          <h2 id={titleId} className="chat-window__title">
            {t('title')}
          </h2>
          <p className="chat-window__subtitle">{t('subtitle')}</p>
        </div>
        <button type="button" className="chat-window__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard */}
      <div ref={log} className="chat-window__log" role="log" aria-live="polite" aria-label={t('log')} tabIndex={0}>
        <p className="chat-msg chat-msg--bot">
          <span className="visually-hidden">{t('bot')}: </span>
          {t('greeting')}
        </p>
        {messages.map((m) => (
          <div key={m.id} lang={m.lang} className={`chat-msg chat-msg--${m.role}`}>
            <span className="visually-hidden">{m.role === 'user' ? t('you') : t('bot')}: </span>
            <span className="chat-msg__text">{m.text}</span>
            {m.sources && m.sources.length > 0 && (
              <div className="chat-msg__sources">
                <span className="chat-msg__sources-title">{t('sources')}:</span>
                <ul>
                  {m.sources.map((s) => (
                    <li key={s.href + s.title}>
                      <SourceLink source={s} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        ))}
        {busy && <p className="chat-msg chat-msg--status">{t('thinking')}</p>}
      </div>
      <form className="chat-window__form" onSubmit={send}>
        <label htmlFor={inputId} className="chat-window__label">
          {t('question')}
        </label>
        <div className="chat-window__row">
          <input
            ref={input}
            id={inputId}
            type="text"
            autoComplete="off"
            maxLength={CHATBOT_QUESTION_MAX}
            value={question}
            aria-describedby={hintId}
            onChange={(event) => setQuestion(event.target.value)}
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t('send')}
          </button>
        </div>
        <p id={hintId} className="chat-window__hint">
          {t('hint')}
        </p>
      </form>
    </section>
  );
}
