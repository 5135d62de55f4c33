import { asciiDigits, STAFF_JOB_ROLE_IDS, type UploadFileType } from '@portal/shared';
import { digitsOnly, LIMITS } from '@portal/shared/basics';
import { memo, use, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { Combobox } from '../../../ui/combobox';
import { Field } from '../../../ui/field';
import { FileInput } from '../../../ui/file-input';
import { useFormScope, useScopeError } from '../../../ui/form-scope';
import { uploadFile, useInstituteChoices } from './api';
import { IDS, type Values } from './registration-values';
import { UploadTokenContext } from './upload-token';

type DocumentName = 'PhotoFilePath' | 'SignFilePath' | 'DOBFilePath' | 'AadhaarFilePath';

/**
 * A document uploaded before registration (userID 0, with the verified mobile's upload token) whose
 * stored path is the form value. `resetCount` remounts it on Reset.
 */
function DocumentField({
  name,
  fileType,
  label,
  required,
  resetCount,
}: {
  name: DocumentName;
  fileType: UploadFileType;
  label: string;
  required?: boolean;
  resetCount: number;
}) {
  const { control } = useFormScope<Values>();
  const err = useScopeError<Values>();
  const uploadToken = use(UploadTokenContext);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FileInput
          key={resetCount}
          id={IDS[name]}
          name={field.name}
          label={label}
          required={required}
          fileType={fileType}
          upload={(file) => uploadFile({ file, fileType, userId: 0, uploadToken })}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={err(name)}
        />
      )}
    />
  );
}

const toOptions = (list: { Value: number; Text: string }[]) => list.map((o) => ({ value: o.Value, label: o.Text }));

/**
 * Staff only: the institute they work at (issue 23 item 14, decision 067), from the institutes the
 * public search lists. Its district first narrows the list (phones: a few dozen names instead of
 * 2,000+); without one, every institute is there to type into. A district that does not hold the
 * chosen institute clears it. `key` it by the form's reset count to clear the district on Reset.
 */
function InstituteFields() {
  const { t } = useTranslation(['accounts', 'form', 'common']);
  const lang = useLang();
  const { control, setValue, getValues } = useFormScope<Values>();
  const err = useScopeError<Values>();
  const choices = useInstituteChoices(lang);
  const [district, setDistrict] = useState<number | null>(null);
  const districts = useMemo(() => toOptions(choices.data?.districts ?? []), [choices.data]);
  const institutes = useMemo(
    () => toOptions((choices.data?.institutes ?? []).filter((o) => district === null || o.Group === district)),
    [choices.data, district],
  );
  // asked for on the form's first focus (useInstituteChoicesPrefetch): on its way, or failed
  const listNote = choices.isError
    ? t('form:place.listFailed')
    : choices.isFetching && !choices.data
      ? t('common:loading')
      : undefined;
  return (
    <>
      <Combobox
        id="reg-institute-district"
        label={t('registration.instituteDistrict')}
        hint={listNote ?? t('registration.instituteDistrictHint')}
        placeholder={t('registration.choosePlaceholder')}
        options={districts}
        value={district}
        onChange={(value) => {
          setDistrict(value);
          const chosen = Number(getValues('InstituteID'));
          const inDistrict = choices.data?.institutes.some((o) => o.Value === chosen && o.Group === value);
          if (value !== null && chosen > 0 && !inDistrict) setValue('InstituteID', '');
        }}
      />
      <Controller
        control={control}
        name="InstituteID"
        render={({ field }) => (
          <Combobox
            id={IDS.InstituteID}
            name={field.name}
            label={t('registration.institute')}
            hint={listNote ?? t('registration.instituteHint')}
            placeholder={t('registration.choosePlaceholder')}
            required
            options={institutes}
            value={field.value === '' ? null : Number(field.value)}
            onChange={(value) => field.onChange(value === null ? '' : String(value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={err('InstituteID')}
          />
        )}
      />
    </>
  );
}

/** Staff only, after the names: photo, signature, job roles and the institute they work at. */
export const StaffPhotoAndRoles = memo(function StaffPhotoAndRoles({ resetCount }: { resetCount: number }) {
  const { t } = useTranslation('accounts');
  const { control } = useFormScope<Values>();
  const err = useScopeError<Values>();
  return (
    <>
      <DocumentField
        name="PhotoFilePath"
        fileType="Photo"
        label={t('registration.photo')}
        required
        resetCount={resetCount}
      />
      <DocumentField
        name="SignFilePath"
        fileType="Signature"
        label={t('registration.signature')}
        required
        resetCount={resetCount}
      />
      <Controller
        control={control}
        name="ListJobRole"
        render={({ field }) => (
          <CheckboxGroup
            id={IDS.ListJobRole}
            name={field.name}
            legend={t('registration.jobRoles')}
            hint={t('registration.jobRolesHint')}
            required
            options={STAFF_JOB_ROLE_IDS.map((id) => ({ value: String(id), label: t(`jobRoles.${id}`) }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={err('ListJobRole')}
          />
        )}
      />
      <InstituteFields key={resetCount} />
    </>
  );
});

/** Staff only, after the date of birth: its proof, the Aadhaar number and the Aadhaar card. */
export const StaffProofs = memo(function StaffProofs({ resetCount }: { resetCount: number }) {
  const { t } = useTranslation('accounts');
  const { register, setValue } = useFormScope<Values>();
  const err = useScopeError<Values>();
  return (
    <>
      <DocumentField
        name="DOBFilePath"
        fileType="DOBProof"
        label={t('registration.dobProof')}
        resetCount={resetCount}
      />
      <Field
        id={IDS.AadhaarNo}
        label={t('registration.aadhaar')}
        hint={t('registration.aadhaarHint')}
        required
        inputMode="numeric"
        autoComplete="off"
        error={err('AadhaarNo')}
        {...register('AadhaarNo', {
          onChange: (event) => setValue('AadhaarNo', digitsOnly(asciiDigits(event.target.value), LIMITS.aadhaarDigits)),
        })}
      />
      <DocumentField
        name="AadhaarFilePath"
        fileType="AadhaarCard"
        label={t('registration.aadhaarCard')}
        required
        resetCount={resetCount}
      />
    </>
  );
});
