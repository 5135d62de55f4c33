import type { UploadFileType } from '@portal/shared';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DocumentField } from '../documents/document-field';

type Props<V extends FieldValues, C, O> = {
  form: UseFormReturn<V, C, O>;
  id: string;
  label: string;
  fileType: UploadFileType;
  userId: number;
  required?: boolean;
  error: string | undefined;
};

/** An entry's certificate (`CertificatePath`: a qualification's, a training's), uploaded as the user's own. */
export function CertificateField<V extends FieldValues, C, O>({
  form,
  id,
  label,
  fileType,
  userId,
  required,
  error,
}: Props<V, C, O>) {
  return (
    <Controller
      control={form.control}
      name={'CertificatePath' as Path<V>}
      render={({ field }) => (
        <DocumentField
          id={id}
          name={field.name}
          ref={field.ref}
          label={label}
          required={required}
          fileType={fileType}
          userId={userId}
          value={String(field.value ?? '')}
          onChange={(path) => field.onChange(path)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
