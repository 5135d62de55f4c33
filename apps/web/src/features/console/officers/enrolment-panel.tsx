import type { Enrolment } from '@portal/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';

/**
 * The one-time password and the authenticator QR code of a new (or reset) official, shown once: the
 * server keeps neither. It takes focus so a screen reader reads the warning first.
 */
export function EnrolmentPanel({ enrolment, onDone }: { enrolment: Enrolment; onDone: () => void }) {
  const { t } = useTranslation('console-officers');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section ref={ref} className="enrolment" tabIndex={-1} aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">{t('enrolment.title', { loginId: enrolment.LoginID })}</h2>
      <p className="console-notice">
        <strong>{t('enrolment.warning')}</strong>
      </p>
      <dl className="enrolment__facts">
        <dt>{t('enrolment.loginId')}</dt>
        <dd>
          <code data-testid="enrolment-login-id">{enrolment.LoginID}</code>
        </dd>
        <dt>{t('enrolment.password')}</dt>
        <dd>
          <code data-testid="enrolment-password">{enrolment.Password}</code>
        </dd>
      </dl>
      <p>{t('enrolment.scan')}</p>
      <img
        className="enrolment__qr"
        src={enrolment.QrCode}
        width={200}
        height={200}
        alt={t('enrolment.qrAlt', { loginId: enrolment.LoginID })}
      />
      <details>
        <summary>{t('enrolment.manual')}</summary>
        <code className="enrolment__uri" data-testid="enrolment-otpauth">
          {enrolment.Otpauth}
        </code>
      </details>
      <button type="button" className="button" onClick={onDone}>
        {t('enrolment.done')}
      </button>
    </section>
  );
}
