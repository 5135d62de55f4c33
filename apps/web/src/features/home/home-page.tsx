import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';

/** The landing page. The sign-in card comes from the accounts feature through `signInCard`. */
export default function HomePage({ signInCard }: { signInCard?: ReactNode }) {
  const { t } = useTranslation('home');
  usePageTitle(undefined);
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      {signInCard}
    </div>
  );
}
