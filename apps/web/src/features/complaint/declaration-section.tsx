import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { useCaptcha } from '../../lib/use-captcha';
import { Captcha } from '../../ui/domain/captcha';
import { controlA11y, Field, FieldNotes } from '../../ui/field';
import { fieldId, todayShown } from './complaint-values';
import { useFormFields } from './form-fields';

/**
 * Section 6, the declaration (it enables submit), the place, today's date and the captcha. The section
 * holds the captcha's challenge, so its arrival after the page has come to life renders this section,
 * not the form (the page reloads it with `useCaptchaReload`, decision 077); its id goes into the form's
 * `CaptchaId` as it comes.
 */
export const DeclarationSection = memo(function DeclarationSection() {
  const { t } = useTranslation('complaint');
  const { form, err, field } = useFormFields();
  const captcha = useCaptcha('registration', form.setValue);
  return (
    <fieldset className="complaint-section">
      <legend>{t('sections.declaration')}</legend>
      <div className="complaint-declaration">
        <input
          type="checkbox"
          {...controlA11y(fieldId('declaration'), undefined, err('declaration'), true)}
          {...form.register('declaration')}
        />
        <label htmlFor={fieldId('declaration')}>{t('declaration')}</label>
      </div>
      <FieldNotes id={fieldId('declaration')} error={err('declaration')} />
      <div className="complaint-grid">
        {field('place', t('place'), { required: true, maxLength: 100 })}
        <Field id="cmp-date" label={t('date')} value={todayShown()} readOnly />
      </div>
      <Controller
        control={form.control}
        name="CaptchaText"
        render={({ field: f }) => (
          <Captcha
            captcha={captcha}
            id={fieldId('CaptchaText')}
            label={t('captcha')}
            required
            error={err('CaptchaText')}
            name={f.name}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            ref={f.ref}
            onRefresh={() => form.setValue('CaptchaText', '')}
          />
        )}
      />
    </fieldset>
  );
});
