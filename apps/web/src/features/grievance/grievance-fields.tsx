import { GRIEVANCE_LIMITS, GRIEVANCE_TYPES } from '@portal/shared/basics';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useMobileOtp } from '../../lib/use-otp';
import { VerifiedMobileField } from '../../ui/domain/verified-mobile-field';
import { controlA11y, Field, FieldFrame, SelectField } from '../../ui/field';
import { useFormScope, useScopeError } from '../../ui/form-scope';
import { IDS, type Values } from './grievance-values';

/**
 * The grievance form's parts, each rendered for what it reads (inside the form's FormScope, decision
 * 077): typing the subject renders its counter's part, not the whole form.
 */

type ContactProps = {
  /** The number the OTP verified ('' for none). */
  verifiedMobile: string;
  onVerified: (number: string) => void;
};

/** Who raises it: name, email and the mobile verified by OTP (then locked and shown as Verified). */
export const GrievanceContact = memo(function GrievanceContact({ verifiedMobile, onVerified }: ContactProps) {
  const { t } = useTranslation('grievance');
  const form = useFormScope<Values>();
  const err = useScopeError<Values>();
  const otp = useMobileOtp('grievance');
  return (
    <>
      <Field
        id={IDS.name}
        label={t('form.name')}
        required
        autoComplete="name"
        maxLength={GRIEVANCE_LIMITS.nameMax}
        error={err('name')}
        {...form.register('name')}
      />
      <Field
        id={IDS.email}
        type="email"
        label={t('form.email')}
        required
        autoComplete="email"
        maxLength={GRIEVANCE_LIMITS.emailMax}
        error={err('email')}
        {...form.register('email')}
      />
      <VerifiedMobileField
        form={form}
        name="primaryNumber"
        id={IDS.primaryNumber}
        label={t('form.mobile')}
        hint={t('form.mobileHint')}
        otp={otp}
        verifiedNumber={verifiedMobile}
        onVerified={onVerified}
        error={err('primaryNumber')}
      />
    </>
  );
});

/** What it is about: the type, the subject and the description, each text with a live count. */
export const GrievanceDetails = memo(function GrievanceDetails() {
  const { t } = useTranslation('grievance');
  const form = useFormScope<Values>();
  const err = useScopeError<Values>();
  const [subject, description] = useWatch({ control: form.control, name: ['subject', 'description'] });
  const counter = (used: number, max: number) => (
    <span className="grievance__counter">{t('form.counter', { used, max })}</span>
  );
  return (
    <>
      <SelectField
        id={IDS.grievanceType}
        label={t('form.type')}
        required
        placeholder={t('form.typePlaceholder')}
        options={GRIEVANCE_TYPES.map((type) => ({ value: type, label: t(`form.type.${type}`) }))}
        error={err('grievanceType')}
        {...form.register('grievanceType')}
      />
      <Field
        id={IDS.subject}
        label={t('form.subject')}
        hint={
          <>
            {t('form.subjectHint')} {counter(subject.length, GRIEVANCE_LIMITS.subjectMax)}
          </>
        }
        required
        maxLength={GRIEVANCE_LIMITS.subjectMax}
        error={err('subject')}
        {...form.register('subject')}
      />
      <FieldFrame
        id={IDS.description}
        label={t('form.description')}
        required
        hint={
          <>
            {t('form.descriptionHint')} {counter(description.length, GRIEVANCE_LIMITS.descriptionMax)}
          </>
        }
        error={err('description')}
      >
        <textarea
          {...controlA11y(IDS.description, true, err('description'), true)}
          className="field__input grievance__description"
          rows={6}
          maxLength={GRIEVANCE_LIMITS.descriptionMax}
          {...form.register('description')}
        />
      </FieldFrame>
    </>
  );
});

type ActionsProps = { verifiedMobile: string; pending: boolean; onReset: () => void };

/** Reset and Submit: Submit waits for the mobile number to be verified, and says so beside it. */
export const GrievanceActions = memo(function GrievanceActions({ verifiedMobile, pending, onReset }: ActionsProps) {
  const { t } = useTranslation('grievance');
  const form = useFormScope<Values>();
  const mobile = useWatch({ control: form.control, name: 'primaryNumber' });
  const verified = mobile !== '' && mobile === verifiedMobile;
  return (
    <>
      {!verified && (
        <p id="grievance-verify-first" className="field__hint">
          {t('form.verifyFirst')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onReset}>
          {t('form.reset')}
        </button>
        <button
          type="submit"
          className="button"
          disabled={!verified || pending}
          aria-describedby={verified ? undefined : 'grievance-verify-first'}
        >
          {pending ? t('form.submitting') : t('form.submit')}
        </button>
      </div>
    </>
  );
});
