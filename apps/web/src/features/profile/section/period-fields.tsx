import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { DateField } from '../../../ui/date-field';

type Props<V extends FieldValues, C, O> = {
  form: UseFormReturn<V, C, O>;
  /** The catalog with fromDate, toDate and dateHint. */
  ns: 'profile-training' | 'profile-work';
  ids: { FromDate: string; ToDate: string };
  error: (name: 'FromDate' | 'ToDate') => string | undefined;
};

/** From and To dates of an entry (a training, a job), side by side. */
export function PeriodFields<V extends FieldValues, C, O>({ form, ns, ids, error }: Props<V, C, O>) {
  const { t } = useTranslation(ns);
  return (
    <div className="profile-form__names">
      {(['FromDate', 'ToDate'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name as Path<V>}
          render={({ field }) => (
            <DateField
              id={ids[name]}
              label={t(`${ns}:${name === 'FromDate' ? 'fromDate' : 'toDate'}`)}
              hint={t(`${ns}:dateHint`)}
              required
              error={error(name)}
              name={field.name}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      ))}
    </div>
  );
}
