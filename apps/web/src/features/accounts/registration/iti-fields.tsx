import { memo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { Field } from '../../../ui/field';
import { useFormScope, useScopeError } from '../../../ui/form-scope';
import { RadioGroup } from '../../../ui/radio-group';
import { ItiLookup } from './iti-lookup';
import { admissionValues, IDS, type Values } from './registration-values';

/**
 * Candidate only: "previously registered at an ITI?" and, with Yes, the ITI registration number and
 * Get Admission Data, which fills the form from the admission record.
 */
export const ItiFields = memo(function ItiFields({ resetCount }: { resetCount: number }) {
  const { t } = useTranslation('accounts');
  const { control, register, setValue } = useFormScope<Values>();
  const [isItiRegistered, itiRegistrationNo] = useWatch({ control, name: ['IsITIRegistered', 'ITIRegistrationNo'] });
  const err = useScopeError<Values>();
  return (
    <fieldset className="accounts-section">
      <legend>{t('registration.sections.iti')}</legend>
      <Controller
        control={control}
        name="IsITIRegistered"
        render={({ field }) => (
          <RadioGroup
            id={IDS.IsITIRegistered}
            name={field.name}
            legend={t('registration.iti.question')}
            required
            inline
            options={[
              { value: 'Y', label: t('registration.yes') },
              { value: 'N', label: t('registration.no') },
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={err('IsITIRegistered')}
          />
        )}
      />
      {isItiRegistered === 'Y' && (
        <>
          <Field
            id={IDS.ITIRegistrationNo}
            label={t('registration.iti.number')}
            hint={t('registration.iti.numberHint')}
            required
            inputMode="numeric"
            maxLength={16}
            error={err('ITIRegistrationNo')}
            {...register('ITIRegistrationNo')}
          />
          <ItiLookup
            key={resetCount}
            registrationNo={itiRegistrationNo}
            onApply={(admission) => {
              for (const [name, value] of Object.entries(admissionValues(admission))) {
                setValue(name as keyof Values, value as never, { shouldDirty: true });
              }
            }}
          />
        </>
      )}
    </fieldset>
  );
});
