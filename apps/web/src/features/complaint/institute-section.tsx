import { INSTITUTE_TYPES } from '@portal/shared';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { RadioGroup } from '../../ui/radio-group';
import { ComplaintAddress } from './complaint-address';
import { fieldId } from './complaint-values';
import { useFormFields } from './form-fields';

/** Section 2, the institute complained about: name, type, owner's names, email, mobile, website, address. */
export const InstituteSection = memo(function InstituteSection() {
  const { t } = useTranslation('complaint');
  const { form, err, field, name, mobile } = useFormFields();
  return (
    <fieldset className="complaint-section">
      <legend>{t('sections.institute')}</legend>
      {field('institute.instituteName', t('instituteName'), { required: true, maxLength: 200 })}
      <Controller
        control={form.control}
        name="institute.instituteType"
        render={({ field: f }) => (
          <RadioGroup
            id={fieldId('institute.instituteType')}
            name="institute.instituteType"
            legend={t('instituteType')}
            required
            inline
            options={INSTITUTE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            error={err('institute.instituteType')}
            ref={f.ref}
          />
        )}
      />
      <div className="complaint-grid">
        {name('institute.ownerFirstName', t('ownerFirstName'))}
        {name('institute.ownerMiddleName', t('ownerMiddleName'))}
        {name('institute.ownerLastName', t('ownerLastName'))}
      </div>
      <div className="complaint-grid">
        {field('institute.email', t('instituteEmail'), { type: 'email', maxLength: 100 })}
        {mobile('institute.mobileNumber', t('instituteMobile'))}
        {field('institute.website', t('website'), { maxLength: 200, inputMode: 'url' })}
      </div>
      <ComplaintAddress form={form} block="institute" />
    </fieldset>
  );
});
