import {
  CATEGORY_DOCUMENTS,
  type CategoryForm,
  categorySchemas,
  DISABILITY_PERCENTAGES,
  DISABILITY_TYPES,
  NATIONALITY_INDIA,
  NCL_CATEGORY_ID,
  needsCasteCertificate,
} from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { useState } from 'react';
import { type Control, Controller, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { AlertDialog } from '../../../ui/alert-dialog';
import { Field, type Option, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { DocumentField } from '../documents/document-field';
import { sectionRequests } from '../section/api';
import { SectionForm } from '../section/section-form';
import { useSectionForm } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { useCastes, useMasterList } from './api';

const requests = sectionRequests<typeof categorySchemas>(profileApi.category);

const EMPTY: CategoryForm = {
  NationalityID: NATIONALITY_INDIA,
  LeavingCertificatePath: '',
  IsMHDomiciled: -1,
  DomicileCertificatePath: '',
  ReligionID: -1,
  CategoryID: -1,
  CasteID: -1,
  CasteCertificatePath: '',
  IsBelongToNCL: -1,
  NCLCertificatePath: '',
  IsBelongToPWD: -1,
  DisabilityPercentage: -1,
  DisabilityID: -1,
  DisabilityType: '',
  UniqueDisabilityIDNo: '',
  PWDCertificatePath: '',
};

/** Field name -> id of the control an error-summary link focuses, in the form's order. */
const ids = Object.fromEntries(
  [
    'LeavingCertificatePath',
    'IsMHDomiciled',
    'DomicileCertificatePath',
    'ReligionID',
    'CategoryID',
    'CasteID',
    'CasteCertificatePath',
    'IsBelongToNCL',
    'NCLCertificatePath',
    'IsBelongToPWD',
    'DisabilityPercentage',
    'DisabilityID',
    'DisabilityType',
    'UniqueDisabilityIDNo',
    'PWDCertificatePath',
  ].map((name) => [name, `category-${name}`]),
) as Record<keyof CategoryForm, string>;

type NumberField = 'ReligionID' | 'CategoryID' | 'CasteID' | 'DisabilityPercentage' | 'DisabilityID';
type AnswerField = 'IsMHDomiciled' | 'IsBelongToNCL' | 'IsBelongToPWD';
type DocumentName = keyof typeof CATEGORY_DOCUMENTS;

function CategoryStepForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation(['profile-category', 'profile']);
  const text = useMessageText();
  const section = useSectionForm({
    user,
    section: 'category',
    step: 'Category',
    requests,
    schema: categorySchemas.record,
    empty: EMPTY,
  });
  const { form } = section;
  const { errors } = form.formState;
  const [confirmReset, setConfirmReset] = useState(false);
  const religions = useMasterList('Master_Religion');
  const categories = useMasterList('Master_Category');
  const disabilities = useMasterList('Master_Disability');
  const categoryId = Number(form.watch('CategoryID') ?? -1);
  const castes = useCastes(categoryId);
  const domiciled = form.watch('IsMHDomiciled') === 1;
  const ncl = form.watch('IsBelongToNCL') === 1;
  const pwd = form.watch('IsBelongToPWD') === 1;
  const yes = t('profile:yes');
  const no = t('profile:no');
  const control = form.control as Control<CategoryForm>;

  const select = (
    name: NumberField,
    label: string,
    options: Option[],
    { required = true, onPick }: { required?: boolean; onPick?: () => void } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={ids[name]}
          name={field.name}
          ref={field.ref}
          label={label}
          required={required}
          placeholder={t('profile:select')}
          options={options}
          value={field.value === undefined || field.value < 1 ? '' : String(field.value)}
          onChange={(event) => {
            field.onChange(event.target.value === '' ? -1 : Number(event.target.value));
            onPick?.();
          }}
          onBlur={field.onBlur}
          error={text(errors[name]?.message)}
        />
      )}
    />
  );

  const answer = (name: AnswerField, legend: string, options: Option[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          id={ids[name]}
          name={field.name}
          ref={field.ref}
          legend={legend}
          required
          inline
          options={options}
          value={String(field.value)}
          onChange={(value) => field.onChange(Number(value))}
          onBlur={field.onBlur}
          error={text(errors[name]?.message)}
        />
      )}
    />
  );

  const documentField = (name: DocumentName, label: string) => (
    <Controller
      control={control}
      name={name as Path<CategoryForm>}
      render={({ field }) => (
        <DocumentField
          id={ids[name]}
          name={field.name}
          ref={field.ref}
          label={label}
          required
          fileType={CATEGORY_DOCUMENTS[name]}
          userId={user.userId}
          value={String(field.value ?? '')}
          onChange={(path) => field.onChange(path)}
          onBlur={field.onBlur}
          error={text(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <>
      <SectionForm
        title={t('formTitle')}
        section={section}
        ids={ids}
        onReset={() => setConfirmReset(true)}
        summaryTitle={t('errorsTitle')}
      >
        <SelectField
          id="category-NationalityID"
          label={t('nationality')}
          options={[{ value: String(NATIONALITY_INDIA), label: t('india') }]}
          value={String(NATIONALITY_INDIA)}
          disabled
          onChange={() => {}}
        />
        {documentField('LeavingCertificatePath', t('leavingCertificate'))}
        {answer('IsMHDomiciled', t('domicile'), [
          { value: '1', label: yes },
          { value: '0', label: no },
          { value: '2', label: t('notApplicable') },
        ])}
        {domiciled && documentField('DomicileCertificatePath', t('domicileCertificate'))}
        {select('ReligionID', t('religion'), religions.data ?? [])}
        {select('CategoryID', t('category'), categories.data ?? [], {
          // A caste belongs to one category: another category's list starts unchosen.
          onPick: () => form.setValue('CasteID', -1),
        })}
        {categoryId > 0 && select('CasteID', t('caste'), castes.data ?? [], { required: false })}
        {needsCasteCertificate(categoryId) && documentField('CasteCertificatePath', t('casteCertificate'))}
        {categoryId === NCL_CATEGORY_ID && (
          <>
            {answer('IsBelongToNCL', t('ncl'), [
              { value: '1', label: yes },
              { value: '0', label: no },
            ])}
            {ncl && documentField('NCLCertificatePath', t('nclCertificate'))}
          </>
        )}
        {answer('IsBelongToPWD', t('pwd'), [
          { value: '1', label: yes },
          { value: '0', label: no },
        ])}
        {pwd && (
          <>
            {select(
              'DisabilityPercentage',
              t('disabilityPercentage'),
              DISABILITY_PERCENTAGES.map((from) => ({
                value: String(from),
                label: t('percentRange', { lo: from, hi: from === 91 ? 100 : from + 9 }),
              })),
            )}
            {select('DisabilityID', t('disability'), disabilities.data ?? [])}
            <Controller
              control={control}
              name="DisabilityType"
              render={({ field }) => (
                <RadioGroup
                  id={ids.DisabilityType}
                  name={field.name}
                  ref={field.ref}
                  legend={t('disabilityType')}
                  required
                  inline
                  options={DISABILITY_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={text(errors.DisabilityType?.message)}
                />
              )}
            />
            <Field
              id={ids.UniqueDisabilityIDNo}
              label={t('udid')}
              hint={t('udidHint')}
              required
              maxLength={30}
              autoComplete="off"
              spellCheck={false}
              error={text(errors.UniqueDisabilityIDNo?.message)}
              {...form.register('UniqueDisabilityIDNo')}
            />
            {documentField('PWDCertificatePath', t('pwdCertificate'))}
          </>
        )}
      </SectionForm>
      <AlertDialog
        open={confirmReset}
        title={t('reset.title')}
        onClose={() => setConfirmReset(false)}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                section.resetToSaved();
                form.reset(EMPTY);
                setConfirmReset(false);
              }}
            >
              {t('reset.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmReset(false)}>
              {t('reset.cancel')}
            </button>
          </>
        }
      >
        <p>{t('reset.text')}</p>
      </AlertDialog>
    </>
  );
}

/**
 * /Category: nationality, domicile, religion, caste category, non-creamy layer and disability with
 * their certificates (spec part 2 §2 Category), for candidates and staff.
 */
export default function CategoryPage() {
  const { t } = useTranslation('profile-category');
  return (
    <ProfileStepPage step="Category" title={t('title')}>
      {(user) => <CategoryStepForm user={user} />}
    </ProfileStepPage>
  );
}
