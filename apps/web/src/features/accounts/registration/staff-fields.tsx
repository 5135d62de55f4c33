import { asciiDigits, STAFF_JOB_ROLE_IDS, type UploadFileType } from '@portal/shared';
import { digitsOnly, LIMITS } from '@portal/shared/basics';
import { use } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { Field } from '../../../ui/field';
import { FileInput } from '../../../ui/file-input';
import { uploadFile } from './api';
import { IDS, useFieldError, type Values } from './registration-values';
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
  const { control } = useFormContext<Values>();
  const err = useFieldError();
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

/** Staff only, after the names: photo, signature and job roles. */
export function StaffPhotoAndRoles({ resetCount }: { resetCount: number }) {
  const { t } = useTranslation('accounts');
  const { control } = useFormContext<Values>();
  const err = useFieldError();
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
    </>
  );
}

/** Staff only, after the date of birth: its proof, the Aadhaar number and the Aadhaar card. */
export function StaffProofs({ resetCount }: { resetCount: number }) {
  const { t } = useTranslation('accounts');
  const { register, setValue } = useFormContext<Values>();
  const err = useFieldError();
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
}
