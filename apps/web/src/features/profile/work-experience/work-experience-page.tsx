import { asciiDigits, PLACE_UNSET, type WorkExperienceForm, workExperienceSchemas } from '@portal/shared';
import { formatDate, formatIndianNumber } from '@portal/shared/basics';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { DateField } from '../../../ui/date-field';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { AddressBlock, placeIds } from '../address/address-block';
import { ListStep } from '../section/list-step';
import { useListStep } from '../section/use-list-step';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { workExperienceRequests } from './work-experience-requests';

const EMPTY: WorkExperienceForm = {
  NoExperience: 0,
  EstablishmentName: '',
  Address: '',
  Pincode: '',
  IsPincodeCorrect: 0,
  StateID: PLACE_UNSET,
  DistrictID: PLACE_UNSET,
  TalukaID: PLACE_UNSET,
  CityID: PLACE_UNSET,
  OtherCity: '',
  JobRole: '',
  FromDate: '',
  ToDate: '',
  SalaryPerMonth: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof WorkExperienceForm)[];
// in the order of the form, for the error summary
const ids: Record<string, string> = {
  EstablishmentName: 'work-establishment',
  ...placeIds('', 'work'),
  JobRole: 'work-job-role',
  FromDate: 'work-from',
  ToDate: 'work-to',
  SalaryPerMonth: 'work-salary',
};

function WorkExperienceStep({ user }: { user: ProfileUser }) {
  // the address block's namespaces too: loaded with the page, not when Yes shows the form
  const { t } = useTranslation(['profile-work', 'profile', 'profile-address', 'msg']);
  const text = useMessageText();
  const lang = useLang();
  const queryClient = useQueryClient();
  const list = useListStep({
    user,
    step: 'WorkExperience',
    section: 'workExperience',
    draft: 'work-experience-entry',
    requests: workExperienceRequests,
    schema: workExperienceSchemas.item,
    empty: EMPTY,
    rowId: 'WorkExperienceRowID',
    noField: 'NoExperience',
    messages: { listRequired: 'work.listRequired', completed: 'work.completed', noFailed: 'work.processFailed' },
    addBeforeNext: true,
  });
  const { form } = list;
  const { errors } = form.formState;

  // the places' names in the list come in the page language: read them again when it changes
  const shownLang = useRef(lang);
  useEffect(() => {
    if (shownLang.current === lang) return;
    shownLang.current = lang;
    void queryClient.invalidateQueries({ queryKey: ['profile', 'workExperience'] });
  }, [lang, queryClient]);

  const amount = (salary: string) => {
    const value = Number(salary);
    // rupees with Indian grouping in the page's digits (docs/glossary.md: ₹1,25,000, ₹१,२५,०००)
    return Number.isFinite(value) ? `₹${formatIndianNumber(value, lang)}` : salary;
  };

  return (
    <ListStep
      list={list}
      ids={ids}
      titleId="work-form-title"
      texts={{
        title: list.editing ? t('editTitle') : t('addTitle'),
        add: t('add'),
        update: t('update'),
        cancel: t('cancel'),
        deleteTitle: t('deleteTitle'),
        failure: (message) => text('work.addFailed', { message }) ?? message,
        deleteFailure: (message) => text('work.deleteFailed', { message }) ?? message,
      }}
      question={{
        id: 'work-answer',
        name: 'HasWorkExperience',
        legend: t('question'),
        said: t('noExperience'),
        change: t('changeSelection'),
      }}
      table={{
        caption: t('listCaption'),
        name: (row) => row.EstablishmentName,
        nameTitle: t('establishment'),
        columns: [
          { title: t('jobRole'), cell: (row) => row.JobRole },
          { title: t('place'), cell: (row) => [row.City, row.District].filter(Boolean).join(', ') },
          { title: t('fromDate'), cell: (row) => formatDate(row.FromDate, lang) },
          { title: t('toDate'), cell: (row) => formatDate(row.ToDate, lang) },
          { title: t('salary'), cell: (row) => amount(row.SalaryPerMonth) },
        ],
      }}
      edit={(row) => ({
        values: Object.fromEntries(FIELDS.map((key) => [key, row[key]])),
        focus: ids.EstablishmentName ?? '',
      })}
    >
      <Field
        id={ids.EstablishmentName ?? 'work-establishment'}
        label={t('establishment')}
        required
        maxLength={150}
        error={text(errors.EstablishmentName?.message)}
        {...form.register('EstablishmentName')}
      />
      <AddressBlock form={form} prefix="" legend={t('establishmentAddress')} ids={ids} />
      <Field
        id={ids.JobRole ?? 'work-job-role'}
        label={t('jobRole')}
        required
        maxLength={100}
        error={text(errors.JobRole?.message)}
        {...form.register('JobRole')}
      />
      <div className="profile-form__names">
        {(['FromDate', 'ToDate'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <DateField
                id={ids[name] ?? name}
                label={t(name === 'FromDate' ? 'fromDate' : 'toDate')}
                hint={t('dateHint')}
                required
                error={text(errors[name]?.message)}
                name={field.name}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </div>
      <Field
        id={ids.SalaryPerMonth ?? 'work-salary'}
        label={t('salary')}
        hint={t('salaryHint')}
        required
        inputMode="decimal"
        maxLength={12}
        autoComplete="off"
        error={text(errors.SalaryPerMonth?.message)}
        {...form.register('SalaryPerMonth', { setValueAs: (value) => asciiDigits(String(value ?? '')) })}
      />
    </ListStep>
  );
}

/** /WorkExperience: where a candidate or staff member has worked (spec part 2 §2 Work Experience). */
export default function WorkExperiencePage() {
  const { t } = useTranslation('profile-work');
  return (
    <ProfileStepPage step="WorkExperience" title={t('title')}>
      {(user) => <WorkExperienceStep user={user} />}
    </ProfileStepPage>
  );
}
