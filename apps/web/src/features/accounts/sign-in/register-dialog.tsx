import { USER_TYPES } from '@portal/shared/basics';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/field';

/**
 * Register Here: choose who is registering. Candidate goes to /Candidate, Staff/Management to
 * /Staff, Promoting Organization to the page saying its service is not open yet; institutes are
 * listed but cannot register (the board creates their accounts).
 */
const REGISTRATION_TYPES = [
  { value: USER_TYPES.candidate, route: '/Candidate' },
  { value: USER_TYPES.staff, route: '/Staff' },
  { value: USER_TYPES.institute, route: null },
  { value: USER_TYPES.promotingOrganisation, route: '/promoting-organization' },
] as const;

export function RegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'msg']);
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string>();
  const go = () => {
    const type = REGISTRATION_TYPES.find((entry) => String(entry.value) === choice);
    if (!type?.route) {
      setError(t('register.chooseType'));
      document.getElementById('register-user-type')?.focus();
      return;
    }
    navigate(type.route);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('register.title')}
      size="small"
      footer={
        <button type="button" className="button" onClick={go}>
          {t('register.continue')}
        </button>
      }
    >
      <SelectField
        id="register-user-type"
        label={t('register.userType')}
        required
        placeholder={t('register.select')}
        error={error}
        hint={t('register.notAvailableNote')}
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          setError(undefined);
        }}
        options={REGISTRATION_TYPES.map((type) => ({
          value: String(type.value),
          label: type.route
            ? t(`msg:accounts.userType${type.value}`)
            : t('register.notAvailable', { type: t(`msg:accounts.userType${type.value}`) }),
          disabled: !type.route,
        }))}
      />
    </Dialog>
  );
}
