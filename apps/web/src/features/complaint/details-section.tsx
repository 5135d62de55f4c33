import { COMPLAINT_DETAILS_HINT_MIN, COMPLAINT_DETAILS_MAX } from '@portal/shared';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { controlA11y, FieldFrame } from '../../ui/field';
import { fieldId } from './complaint-values';
import { useFormFields } from './form-fields';

/** Section 3, the complaint details: a text area with its hint and a live count of characters. */
export const DetailsSection = memo(function DetailsSection() {
  const { t } = useTranslation('complaint');
  const { form, err } = useFormFields();
  const details = useWatch({ control: form.control, name: 'complaintDetails' });
  const hint = t('detailsHint', { min: COMPLAINT_DETAILS_HINT_MIN, max: COMPLAINT_DETAILS_MAX });
  const count = details?.length ?? 0;
  return (
    <fieldset className="complaint-section">
      <legend>{t('sections.details')}</legend>
      <FieldFrame
        id={fieldId('complaintDetails')}
        label={t('details')}
        required
        hint={hint}
        error={err('complaintDetails')}
      >
        <textarea
          {...controlA11y(fieldId('complaintDetails'), hint, err('complaintDetails'), true)}
          className="field__input"
          rows={6}
          maxLength={COMPLAINT_DETAILS_MAX}
          {...form.register('complaintDetails')}
        />
      </FieldFrame>
      <p className="field__hint" aria-live="polite">
        {t('detailsCount', { used: count, max: COMPLAINT_DETAILS_MAX })}
      </p>
    </fieldset>
  );
});
