import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/page-title';

/** An address under /console that is no screen. */
export default function ConsoleNotFound() {
  const { t } = useTranslation('console');
  usePageTitle(t('notFound.title'));
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to="/console">{t('notFound.back')}</Link>
      </p>
    </>
  );
}
