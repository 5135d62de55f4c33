import { CAPTCHA_KINDS, type CaptchaChallenge, type CaptchaKind } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from '../i18n';
import { api, withQuery } from '../lib/api';
import { Field } from './field';
import './captcha.css';

/**
 * A server-issued captcha challenge (GET /api/Captcha). Each answer is single use, so call
 * `reload()` after a failed submit and on form reset; send `id` with the typed text.
 */
export function useCaptcha(kind: CaptchaKind) {
  const query = useQuery({
    queryKey: ['captcha', kind],
    queryFn: () => api<CaptchaChallenge>('/api/Captcha', { query: { kind } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
  });
  return {
    kind,
    id: query.data?.CaptchaId,
    image: query.data?.Image,
    isLoading: query.isFetching,
    isError: query.isError,
    reload: () => void query.refetch(),
  };
}
export type CaptchaState = ReturnType<typeof useCaptcha>;

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
    const lang = i18n.language === 'mr' ? 'mr' : 'en';
    const audio = new Audio(withQuery('/api/Captcha/audio', { CaptchaId: captcha.id, lang }));
    audio.play().catch(() => setAudioFailed(true));
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
          <span aria-hidden="true">🔊</span> {t('captcha.audio')}
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
        hint={t(upper ? 'captcha.hintRegistration' : 'captcha.hintLogin', { count: size.length })}
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
