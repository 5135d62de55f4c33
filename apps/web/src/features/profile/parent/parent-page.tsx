import { MARITAL_STATUSES, type ParentForm, parentSchemas, SPOUSE_TITLES } from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { Field, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { sectionRequests } from '../section/api';
import { SectionForm } from '../section/section-form';
import { useSectionForm } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';

const requests = sectionRequests<typeof parentSchemas>(profileApi.parent);

const EMPTY: ParentForm = {
  IsOrphan: 0,
  FatherFirstName: '',
  FatherMiddleName: '',
  FatherLastName: '',
  MotherFirstName: '',
  MotherMiddleName: '',
  MotherLastName: '',
  MaritalStatus: 'U',
  SpouseTitle: '',
  SpouseFirstName: '',
  SpouseMiddleName: '',
  SpouseLastName: '',
};

const NAME_PARTS = ['First', 'Middle', 'Last'] as const;
const PART_LABEL = { First: 'firstName', Middle: 'middleName', Last: 'lastName' } as const;
const ids = Object.fromEntries(
  [
    'IsOrphan',
    'MaritalStatus',
    'SpouseTitle',
    ...['Father', 'Mother', 'Spouse'].flatMap((who) => NAME_PARTS.map((part) => `${who}${part}Name`)),
  ].map((name) => [name, `parent-${name}`]),
);

function ParentStepForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile');
  const text = useMessageText();
  const section = useSectionForm({
    user,
    section: 'parent',
    step: 'Parent',
    requests,
    schema: parentSchemas.record,
    empty: EMPTY,
  });
  const { form } = section;
  const { errors } = form.formState;
  const orphan = form.watch('IsOrphan') === 1;
  const married = form.watch('MaritalStatus') === 'M';
  const yesNo = [
    { value: '1', label: t('yes') },
    { value: '0', label: t('no') },
  ];

  const names = (who: 'Father' | 'Mother' | 'Spouse', legend: string) => (
    <fieldset>
      <legend>{legend}</legend>
      <div className="profile-form__names">
        {NAME_PARTS.map((part) => {
          const name = `${who}${part}Name` as const;
          return (
            <Field
              key={name}
              id={ids[name] ?? name}
              label={t(PART_LABEL[part])}
              required={part === 'First'}
              maxLength={50}
              autoComplete="off"
              error={text(errors[name]?.message)}
              {...form.register(name)}
            />
          );
        })}
      </div>
    </fieldset>
  );

  return (
    <SectionForm title={t('parent.formTitle')} section={section} ids={ids}>
      <Controller
        control={form.control}
        name="IsOrphan"
        render={({ field }) => (
          <RadioGroup
            id={ids.IsOrphan ?? 'IsOrphan'}
            name={field.name}
            legend={t('parent.isOrphan')}
            required
            inline
            options={yesNo}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            error={text(errors.IsOrphan?.message)}
          />
        )}
      />
      {!orphan && (
        <>
          {names('Father', t('parent.father'))}
          {names('Mother', t('parent.mother'))}
        </>
      )}
      <Controller
        control={form.control}
        name="MaritalStatus"
        render={({ field }) => (
          <RadioGroup
            id={ids.MaritalStatus ?? 'MaritalStatus'}
            name={field.name}
            legend={t('parent.maritalStatus')}
            required
            inline
            options={MARITAL_STATUSES.map((code) => ({
              value: code,
              label: t(code === 'M' ? 'parent.married' : 'parent.unmarried'),
            }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={text(errors.MaritalStatus?.message)}
          />
        )}
      />
      {married && (
        <>
          <SelectField
            id={ids.SpouseTitle ?? 'SpouseTitle'}
            label={t('parent.spouseTitle')}
            required
            placeholder={t('select')}
            options={SPOUSE_TITLES.map((title) => ({ value: title, label: t(`parent.title.${title}`) }))}
            error={text(errors.SpouseTitle?.message)}
            {...form.register('SpouseTitle')}
          />
          {names('Spouse', t('parent.spouse'))}
        </>
      )}
    </SectionForm>
  );
}

/** /Parent: parent/guardian and marital status (spec part 2 §2 Parent), for candidates and staff. */
export default function ParentPage() {
  const { t } = useTranslation('profile');
  return (
    <ProfileStepPage step="Parent" title={t('parent.title')}>
      {(user) => <ParentStepForm user={user} />}
    </ProfileStepPage>
  );
}
