import {
  AADHAAR_MASKED_PATTERN,
  asciiDigits,
  mobileDigits,
  primarySchemas,
  STAFF_JOB_ROLE_IDS,
  type UploadFileType,
} from '@portal/shared';
import { digitsOnly, LIMITS } from '@portal/shared/basics';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Controller, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { useMobileOtp } from '../../../lib/use-otp';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { Combobox } from '../../../ui/combobox';
import { DateField } from '../../../ui/date-field';
import { VerifiedMobileField } from '../../../ui/domain/verified-mobile-field';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { DocumentField } from '../documents/document-field';
import { SectionForm } from '../section/section-form';
import { useSectionForm } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { genderOptions, type PrimaryOut, type PrimaryValues, primaryRequests } from './primary-requests';

const EMPTY: PrimaryValues = {
  FirstName: '',
  MiddleName: '',
  LastName: '',
  GenderCode: '',
  DOB: '',
  EMailID: '',
  MobileNo: '',
  AltMobileNo: '',
  PhotoFilePath: '',
  SignFilePath: '',
  DOBFilePath: '',
  AadhaarNo: '',
  AadhaarFilePath: '',
  ListJobRole: [],
};

const FIELDS = [
  'FirstName',
  'MiddleName',
  'LastName',
  'PhotoFilePath',
  'SignFilePath',
  'ListJobRole',
  'DOB',
  'DOBFilePath',
  'AadhaarNo',
  'AadhaarFilePath',
  'GenderCode',
  'EMailID',
  'MobileNo',
  'AltMobileNo',
] as const;
const ids: Record<string, string> = Object.fromEntries(FIELDS.map((name) => [name, `primary-${name}`]));

type DocumentName = 'PhotoFilePath' | 'SignFilePath' | 'DOBFilePath' | 'AadhaarFilePath';

/**
 * The role's rules (the shared schemas the server runs), plus: a primary mobile number other than the
 * saved one must have been verified by OTP on this page. Both roles' schemas read the same form
 * values (a candidate's ListJobRole stays empty and is not sent); the form library needs one type for
 * them, stated here once.
 */
function rulesOf(role: ProfileUser['role'], mobiles: { current: { saved: string; verified: string } }) {
  const base = role === 'staff' ? primarySchemas.record.staff : primarySchemas.record.candidate;
  return base.superRefine((value, ctx) => {
    const { saved, verified } = mobiles.current;
    if (saved && value.MobileNo !== saved && value.MobileNo !== verified) {
      ctx.addIssue({ code: 'custom', path: ['MobileNo'], message: 'accounts.verifyMobile' });
    }
  }) as unknown as z.ZodType<PrimaryOut, PrimaryValues>;
}

function PrimaryStepForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation('profile-primary');
  const { t: tp } = useTranslation('profile');
  const text = useMessageText();
  const lang = useLang();
  const genders = useQuery({
    queryKey: ['genders', lang],
    queryFn: () => genderOptions(lang),
    staleTime: 60 * 60_000,
  });
  const mobiles = useRef({ saved: '', verified: '' });
  const schema = useMemo(() => rulesOf(user.role, mobiles), [user.role]);
  const section = useSectionForm({
    user,
    section: 'primary',
    step: 'Primary',
    requests: primaryRequests,
    schema,
    empty: EMPTY,
    secret: ['AadhaarNo'],
  });
  const { form, saved } = section;
  const { errors } = form.formState;
  mobiles.current.saved = saved.data?.Data?.MobileNo ?? '';
  const [verifiedMobile, setVerifiedMobile] = useState('');
  const otp = useMobileOtp();
  mobiles.current.verified = verifiedMobile;
  const [resetCount, setResetCount] = useState(0);
  const staff = user.role === 'staff';
  const savedAadhaar = saved.data?.Data?.AadhaarNo ?? '';
  const aadhaarLocked = AADHAAR_MASKED_PATTERN.test(savedAadhaar);
  const err = (name: string) => text(errors[name as keyof PrimaryValues]?.message as string | undefined);

  const document = (name: DocumentName, fileType: UploadFileType, label: string, required: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DocumentField
          key={resetCount}
          id={ids[name] ?? name}
          name={field.name}
          label={label}
          required={required}
          fileType={fileType}
          userId={user.userId}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={err(name)}
        />
      )}
    />
  );

  return (
    <SectionForm
      title={t('formTitle')}
      section={section}
      ids={ids}
      onReset={() => {
        section.resetToSaved();
        setVerifiedMobile('');
        setResetCount((n) => n + 1);
      }}
    >
      <p className="profile-form__readonly">
        {t('profileId')}: <strong>{user.profileId}</strong>
      </p>
      <div className="profile-form__names">
        <Field
          id={ids.FirstName ?? 'FirstName'}
          label={tp('firstName')}
          required
          maxLength={50}
          autoComplete="given-name"
          error={err('FirstName')}
          {...form.register('FirstName')}
        />
        <Field
          id={ids.MiddleName ?? 'MiddleName'}
          label={t('middleName')}
          maxLength={50}
          autoComplete="additional-name"
          error={err('MiddleName')}
          {...form.register('MiddleName')}
        />
        <Field
          id={ids.LastName ?? 'LastName'}
          label={tp('lastName')}
          maxLength={50}
          autoComplete="family-name"
          error={err('LastName')}
          {...form.register('LastName')}
        />
      </div>
      {document('PhotoFilePath', 'Photo', t('photo'), staff)}
      {document('SignFilePath', 'Signature', t('signature'), staff)}
      {staff && (
        <Controller
          control={form.control}
          name="ListJobRole"
          render={({ field }) => (
            <CheckboxGroup
              id={ids.ListJobRole ?? 'ListJobRole'}
              name={field.name}
              legend={t('jobRoles')}
              hint={t('jobRolesHint')}
              required
              options={STAFF_JOB_ROLE_IDS.map((id) => ({ value: String(id), label: t(`jobRoles.${id}`) }))}
              value={field.value.map((role) => String(role.ID))}
              onChange={(values) => field.onChange(values.map((value) => ({ ID: Number(value) })))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={text(
                errors.ListJobRole?.message ??
                  (Array.isArray(errors.ListJobRole) ? errors.ListJobRole.find(Boolean)?.ID?.message : undefined),
              )}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="DOB"
        render={({ field }) => (
          <DateField
            id={ids.DOB ?? 'DOB'}
            label={t('dob')}
            hint={t('dobHint')}
            required
            autoComplete="bday"
            error={err('DOB')}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {document('DOBFilePath', 'DOBProof', t('dobProof'), false)}
      <Field
        id={ids.AadhaarNo ?? 'AadhaarNo'}
        label={t('aadhaar')}
        hint={aadhaarLocked ? t('aadhaarSavedHint') : t('aadhaarHint')}
        required={staff}
        inputMode="numeric"
        autoComplete="off"
        readOnly={aadhaarLocked}
        error={err('AadhaarNo')}
        {...form.register('AadhaarNo', {
          onChange: (event) => {
            if (!aadhaarLocked) {
              form.setValue('AadhaarNo', digitsOnly(asciiDigits(event.target.value), LIMITS.aadhaarDigits));
            }
          },
        })}
      />
      {document('AadhaarFilePath', 'AadhaarCard', t('aadhaarCard'), staff)}
      <Controller
        control={form.control}
        name="GenderCode"
        render={({ field }) => (
          <Combobox
            id={ids.GenderCode ?? 'GenderCode'}
            name={field.name}
            label={t('gender')}
            required
            placeholder={t('genderPlaceholder')}
            options={genders.data ?? []}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={err('GenderCode')}
          />
        )}
      />
      <Field
        id={ids.EMailID ?? 'EMailID'}
        type="email"
        label={t('email')}
        required
        autoComplete="email"
        error={err('EMailID')}
        {...form.register('EMailID')}
      />
      <VerifiedMobileField
        form={form}
        name={'MobileNo' as Path<PrimaryValues>}
        id={ids.MobileNo ?? 'MobileNo'}
        label={t('mobile')}
        hint={t('mobileHint')}
        otp={otp}
        verifiedNumber={verifiedMobile}
        onVerified={setVerifiedMobile}
        error={err('MobileNo')}
      />
      <Field
        id={ids.AltMobileNo ?? 'AltMobileNo'}
        type="tel"
        prefix="+91"
        label={t('altMobile')}
        inputMode="numeric"
        autoComplete="off"
        error={err('AltMobileNo')}
        {...form.register('AltMobileNo', {
          onChange: (event) => form.setValue('AltMobileNo', mobileDigits(event.target.value)),
        })}
      />
    </SectionForm>
  );
}

/**
 * /Staff when signed in: step 1 of the profile, Primary Information (spec part 1 "Staff page"
 * logged-in mode) — candidate edit mode for a C profile ID, staff for S.
 */
export default function PrimaryPage() {
  const { t } = useTranslation('profile-primary');
  return (
    <ProfileStepPage step="Primary" title={t('title')}>
      {(user) => <PrimaryStepForm user={user} />}
    </ProfileStepPage>
  );
}
