import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';

export default function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(undefined);
  return (
    <div className="container">
      <h1>{t('title')}</h1>
    </div>
  );
}
