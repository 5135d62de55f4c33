import {
  AADHAAR_MASKED_PATTERN,
  asciiDigits,
  primarySchemas,
  STAFF_JOB_ROLE_IDS,
  type UploadFileType,
} from '@portal/shared';
import { digitsOnly, LIMITS } from '@portal/shared/basics';
import { useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n';
import { useGenders } from '../../../lib/use-genders';
import { useMobileOtp } from '../../../lib/use-otp';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { PersonFields } from '../../../ui/domain/person-fields';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { DocumentField } from '../documents/document-field';
import { SectionForm } from '../section/section-form';
import { useSectionForm } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { type PrimaryOut, type PrimaryValues, primaryRequests } from './api';

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

type Name = 'FirstName' | 'MiddleName' | 'LastName' | 'DOB' | 'GenderCode' | 'EMailID' | 'MobileNo' | 'AltMobileNo';
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
  const genders = useGenders();
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
      <PersonFields
        form={form}
        ids={ids as Record<Name, string>}
        labels={{
          FirstName: tp('firstName'),
          MiddleName: t('middleName'),
          LastName: tp('lastName'),
          DOB: t('dob'),
          dobHint: t('dobHint'),
          GenderCode: t('gender'),
          genderPlaceholder: t('genderPlaceholder'),
          EMailID: t('email'),
          MobileNo: t('mobile'),
          mobileHint: t('mobileHint'),
          AltMobileNo: t('altMobile'),
        }}
        error={err}
        genders={genders.data ?? []}
        mobile={{ otp, verifiedNumber: verifiedMobile, onVerified: setVerifiedMobile }}
        nameMaxLength={50}
        namesClassName="profile-form__names"
        afterNames={
          <>
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
          </>
        }
        afterDob={
          <>
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
          </>
        }
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
