import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateOfficerRequest, createOfficerFormSchema, type Enrolment, OFFICER_ROLES } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { useLang } from '../../../lib/use-lang';
import { ErrorSummary, summaryOf } from '../../../ui/error-summary';
import { Field, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { createOfficial } from './api';

const ids = {
  LoginID: 'official-login-id',
  Name: 'official-name',
  Mobile: 'official-mobile',
  Role: 'official-role',
  RegionID: 'official-region',
};

type Region = { RegionID: number; Name: { en: string; mr: string } };

/** "Add an official": login ID, name, mobile, role and region (or all); the answer is shown once. */
export function CreateOfficialForm({ regions, onCreated }: { regions: Region[]; onCreated: (e: Enrolment) => void }) {
  const { t } = useTranslation(['console-officers', 'msg']);
  const text = useMessageText();
  const lang = useLang();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(createOfficerFormSchema),
    defaultValues: { LoginID: '', Name: '', Mobile: '', Role: 'officer', RegionID: '' },
    shouldFocusError: false,
  });
  const errors = formState.errors;
  const create = useMutation({
    mutationFn: (body: CreateOfficerRequest) => createOfficial(body),
    onSuccess: (enrolment) => {
      reset();
      onCreated(enrolment);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const field of error.fields)
        if (field.field in ids) setError(field.field as keyof typeof ids, { message: field.key });
      setSummaryFocus((n) => n + 1);
    },
  });
  const failure =
    create.error instanceof ApiError && create.error.fields.length === 0 ? create.error.message : undefined;

  return (
    <form
      noValidate
      className="console-form console-form--wide"
      aria-labelledby="create-official-title"
      onSubmit={handleSubmit(
        (values) => create.mutate(values),
        () => setSummaryFocus((n) => n + 1),
      )}
    >
      <h2 id="create-official-title">{t('create.title')}</h2>
      <ErrorSummary errors={summaryOf(errors, ids, text)} focusKey={summaryFocus} />
      {failure && (
        <p className="console-alert" role="alert">
          {failure}
        </p>
      )}
      <Field
        id={ids.LoginID}
        label={t('create.loginId')}
        hint={t('create.loginIdHint')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        error={text(errors.LoginID?.message)}
        {...register('LoginID')}
      />
      <Field
        id={ids.Name}
        label={t('create.name')}
        required
        autoComplete="off"
        maxLength={50}
        error={text(errors.Name?.message)}
        {...register('Name')}
      />
      <Field
        id={ids.Mobile}
        type="tel"
        label={t('create.mobile')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={text(errors.Mobile?.message)}
        {...register('Mobile')}
      />
      <SelectField
        id={ids.Role}
        label={t('create.role')}
        required
        options={OFFICER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        error={text(errors.Role?.message)}
        {...register('Role')}
      />
      <SelectField
        id={ids.RegionID}
        label={t('create.region')}
        required
        placeholder={t('create.regionChoose')}
        options={[
          { value: 'all', label: t('region.all') },
          ...regions.map((r) => ({ value: String(r.RegionID), label: r.Name[lang] })),
        ]}
        error={text(errors.RegionID?.message)}
        {...register('RegionID')}
      />
      <button type="submit" className="button" disabled={create.isPending}>
        {t('create.submit')}
      </button>
    </form>
  );
}
