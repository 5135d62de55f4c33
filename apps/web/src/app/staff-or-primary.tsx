import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useSession } from '../lib/session';

/**
 * /Staff (spec part 1 "Staff page mode"): registration for a visitor, the profile's Primary step for
 * a signed-in user (candidate edit mode for a C profile ID, staff for S). The routes pass both
 * screens, so neither feature imports the other (docs/decisions/027).
 */
export function StaffOrPrimary({ registration, primary }: { registration: ReactNode; primary: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.isPending) return <p className="container page-loading">{t('loading')}</p>;
  return session.data ? primary : registration;
}
