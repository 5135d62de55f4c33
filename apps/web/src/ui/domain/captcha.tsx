import { CAPTCHA_KINDS, type CaptchaKind, type Lang } from '@portal/shared';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Field } from '../field';
import './captcha.css';

/**
 * A server-issued captcha challenge as the page holds it (the feature loads it, e.g. accounts'
 * `useCaptcha`). Each answer is single use, so the form calls `reload()` after a failed submit and
 * on reset, and sends `id` with the typed text.
 */
export type CaptchaState = {
  kind: CaptchaKind;
  id?: string;
  /** The picture, a PNG data URL. */
  image?: string;
  isLoading: boolean;
  isError: boolean;
  /** Asks for a new challenge. */
  reload: () => void;
  /** Where the same answer is spoken in `lang` (a WAV), once there is a challenge. */
  audioSrc: (lang: Lang) => string | undefined;
};

type CaptchaProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  captcha: CaptchaState;
  /** Id of the text input. */
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  /** Called after the refresh button asked for a new challenge (clear the typed text here). */
  onRefresh?: () => void;
  ref?: Ref<HTMLInputElement>;
};

/** A loudspeaker drawn in SVG: an emoji needs a font that many phones and desktops do not have. */
function SpeakerIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path d="M3 9v6h4l5 4V5L7 9H3Zm13.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
    </svg>
  );
}

/**
 * The captcha picture (a PNG), a 'Play audio' button that speaks the same answer in the page's
 * language (WCAG 1.1.1), a labelled refresh button and the answer input. Registration answers are
 * upper-cased as they are typed (spec); login answers are compared case-sensitively.
 */
export function Captcha({ captcha, id, label, required, error, onRefresh, onChange, ...input }: CaptchaProps) {
  const { t, i18n } = useTranslation('form');
  const [audioFailed, setAudioFailed] = useState(false);
  const size = CAPTCHA_KINDS[captcha.kind];
  const play = () => {
    setAudioFailed(false);
    const src = captcha.audioSrc(i18n.language === 'mr' ? 'mr' : 'en');
    if (!src) return;
    new Audio(src).play().catch(() => setAudioFailed(true));
  };
  const upper = captcha.kind === 'registration';
  return (
    <div className="captcha">
      <div className="captcha__challenge">
        {captcha.image ? (
          <img
            className="captcha__image"
            src={captcha.image}
            alt={t('captcha.image')}
            width={size.width}
            height={size.height}
          />
        ) : (
          <span className="captcha__placeholder">{captcha.isError ? t('captcha.failed') : t('captcha.loading')}</span>
        )}
        <button
          type="button"
          className="button button--secondary captcha__audio"
          onClick={play}
          disabled={!captcha.id || captcha.isLoading}
        >
          <SpeakerIcon /> {t('captcha.audio')}
        </button>
        <button
          type="button"
          className="button button--secondary captcha__refresh"
          onClick={() => {
            setAudioFailed(false);
            captcha.reload();
            onRefresh?.();
          }}
          disabled={captcha.isLoading}
        >
          <span aria-hidden="true">↻</span> {t('captcha.refresh')}
        </button>
        <span className="captcha__status" role="status">
          {audioFailed ? t('captcha.audioFailed') : ''}
        </span>
      </div>
      <Field
        {...input}
        id={id}
        label={label}
        required={required}
        error={error}
        hint={t(upper ? 'captcha.hintRegistration' : 'captcha.hintLogin', { length: size.length })}
        maxLength={size.length}
        autoComplete="off"
        autoCapitalize={upper ? 'characters' : 'off'}
        spellCheck={false}
        className="captcha__field"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (upper) event.target.value = event.target.value.toUpperCase();
          onChange?.(event);
        }}
      />
    </div>
  );
}
