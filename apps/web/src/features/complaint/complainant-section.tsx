import { memo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useMobileOtp } from '../../lib/use-otp';
import { VerifiedMobileField } from '../../ui/domain/verified-mobile-field';
import { RadioGroup } from '../../ui/radio-group';
import { ComplaintAddress } from './complaint-address';
import { fieldId } from './complaint-values';
import { useFormFields } from './form-fields';

type Props = {
  /** The signed-in user's profile ID (then shown read-only), if any. */
  profileFromSession?: string;
  /** The number the OTP verified (one verification files one complaint). */
  verifiedMobile: string;
  onVerified: (number: string) => void;
};

/**
 * Section 1, the complainant: registered or not (and the profile ID), names, email, the primary
 * mobile verified by OTP (Verify, then the dialog; then locked and shown as Verified), the secondary
 * mobile and the address.
 */
export const ComplainantSection = memo(function ComplainantSection({
  profileFromSession,
  verifiedMobile,
  onVerified,
}: Props) {
  const { t } = useTranslation('complaint');
  const { form, err, field, name, mobile } = useFormFields();
  const { control } = form;
  const otp = useMobileOtp('complaint');
  const isRegistered = useWatch({ control, name: 'isRegistered' });

  return (
    <fieldset className="complaint-section">
      <legend>{t('sections.complainant')}</legend>
      <Controller
        control={control}
        name="isRegistered"
        render={({ field: f }) => (
          <RadioGroup
            id={fieldId('isRegistered')}
            name="isRegistered"
            legend={t('registered')}
            required
            inline
            options={[
              { value: 'yes', label: t('yes') },
              { value: 'no', label: t('no') },
            ]}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            error={err('isRegistered')}
            ref={f.ref}
          />
        )}
      />
      {isRegistered === 'yes' &&
        field(
          'profileId',
          t('profileId'),
          {
            required: true,
            maxLength: 13,
            readOnly: Boolean(profileFromSession),
            hint: profileFromSession ? t('profileIdFromSession') : undefined,
            autoCapitalize: 'characters',
          },
          true,
        )}
      <div className="complaint-grid">
        {name('complainant.firstName', t('firstName'), true)}
        {name('complainant.middleName', t('middleName'))}
        {name('complainant.lastName', t('lastName'))}
      </div>
      <div className="complaint-grid">
        {field('complainant.email', t('email'), {
          required: true,
          type: 'email',
          maxLength: 100,
          autoComplete: 'email',
        })}
        <VerifiedMobileField
          form={form}
          name="complainant.primaryNumber"
          id={fieldId('complainant.primaryNumber')}
          label={t('primaryNumber')}
          hint={t('primaryNumberHint')}
          otp={otp}
          verifiedNumber={verifiedMobile}
          onVerified={onVerified}
          error={err('complainant.primaryNumber')}
        />
        {mobile('complainant.secondaryNumber', t('secondaryNumber'))}
      </div>
      <ComplaintAddress form={form} block="complainant" />
    </fieldset>
  );
});
