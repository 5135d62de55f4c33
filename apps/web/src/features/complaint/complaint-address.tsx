import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { usePlaceFields } from '../../lib/use-places';
import { type PlaceField, type PlaceFieldNames, PlaceFields } from '../../ui/domain/place-fields';
import { type Block, type FormValues, fieldId, type ValuePath } from './complaint-values';

const FIELDS: PlaceField[] = ['address', 'pincode', 'state', 'district', 'taluka', 'city', 'otherCity'];
/** The block's address and pin code fields (named differently in the two blocks); their labels too. */
const OWN = {
  complainant: { address: 'address', pincode: 'pinCode' },
  institute: { address: 'instituteAddress', pincode: 'institutePinCode' },
} as const;

/**
 * An address of the complaint (the complainant's or the institute's): the shared place fields
 * (ui/domain/place-fields: address, pin code lookup, cascading selects, other city) of `block`.
 */
export function ComplaintAddress({ form, block }: { form: UseFormReturn<FormValues>; block: Block }) {
  const { t } = useTranslation('complaint');
  const own = OWN[block];
  const key = (field: PlaceField) => (field === 'address' || field === 'pincode' ? own[field] : field);
  const names = Object.fromEntries(
    FIELDS.map((field) => [field, `${block}.${key(field)}` as ValuePath]),
  ) as PlaceFieldNames<FormValues>;
  const ids = Object.fromEntries(FIELDS.map((field) => [field, fieldId(names[field])])) as Record<PlaceField, string>;
  const places = usePlaceFields(form, names);

  return (
    <PlaceFields
      form={form}
      names={names}
      ids={ids}
      places={places}
      addressLabel={t(own.address)}
      pincodeLabel={t(own.pincode)}
      placeholder={t('select')}
    />
  );
}
