import { type AddressForm, addressSchemas, PLACE_UNSET, placeNames } from '@portal/shared';
import { profileApi } from '@portal/shared/api/profile';
import { useEffect } from 'react';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { sectionRequests } from '../section/api';
import { SectionForm } from '../section/section-form';
import { useSectionForm } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { AddressBlock, placeIds } from './address-block';

const requests = sectionRequests<typeof addressSchemas>(profileApi.address);

const P = placeNames('P');
const C = placeNames('C');
const KEYS = Object.keys(P) as (keyof typeof P)[];

const emptyBlock = (n: typeof P | typeof C) => ({
  [n.address]: '',
  [n.pincode]: '',
  [n.pincodeCorrect]: 0,
  [n.state]: PLACE_UNSET,
  [n.district]: PLACE_UNSET,
  [n.taluka]: PLACE_UNSET,
  [n.city]: PLACE_UNSET,
  [n.otherCity]: '',
});
const EMPTY = { ...emptyBlock(P), IsCAddressSameAsPAddress: 0, ...emptyBlock(C) } as AddressForm;

const ids: Record<string, string> = {
  ...placeIds('P', 'address'),
  IsCAddressSameAsPAddress: 'address-IsCAddressSameAsPAddress',
  ...placeIds('C', 'address'),
};

function AddressStepForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation(['profile-address', 'profile']);
  const text = useMessageText();
  const section = useSectionForm({
    user,
    section: 'address',
    step: 'Address',
    requests,
    schema: addressSchemas.record,
    empty: EMPTY,
  });
  const { form } = section;
  const same = useWatch({ control: form.control, name: 'IsCAddressSameAsPAddress' }) === 1;
  const permanent = useWatch({ control: form.control, name: KEYS.map((key) => P[key]) });

  // Same as permanent: the correspondence block follows the permanent one as it is edited (§4).
  useEffect(() => {
    if (!same) return;
    KEYS.forEach((key, index) => {
      const name = C[key] as Path<AddressForm>;
      if (form.getValues(name) !== permanent[index]) form.setValue(name, permanent[index], { shouldDirty: true });
    });
  }, [same, permanent, form]);

  return (
    <SectionForm title={t('formTitle')} section={section} ids={ids}>
      <AddressBlock form={form} prefix="P" legend={t('permanent')} ids={ids} />
      <Controller
        control={form.control}
        name="IsCAddressSameAsPAddress"
        render={({ field }) => (
          <RadioGroup
            id={ids.IsCAddressSameAsPAddress ?? 'IsCAddressSameAsPAddress'}
            name={field.name}
            legend={t('sameAs')}
            required
            inline
            options={[
              { value: '1', label: t('profile:yes') },
              { value: '0', label: t('profile:no') },
            ]}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            error={text(form.formState.errors.IsCAddressSameAsPAddress?.message)}
          />
        )}
      />
      <AddressBlock
        form={form}
        prefix="C"
        legend={t('correspondence')}
        ids={ids}
        readOnly={same}
        hint={same ? t('sameAsHint') : undefined}
      />
    </SectionForm>
  );
}

/** /Address: permanent and correspondence addresses (spec part 2 §2 Address Details), candidates and staff. */
export default function AddressPage() {
  const { t } = useTranslation('profile-address');
  return (
    <ProfileStepPage step="Address" title={t('title')}>
      {(user) => <AddressStepForm user={user} />}
    </ProfileStepPage>
  );
}
