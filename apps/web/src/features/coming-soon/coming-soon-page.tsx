import { Link } from 'react-router';
import { type Id, useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';

/** A route whose screen belongs to a later issue. */
export function ComingSoonPage({ titleKey }: { titleKey: Id<'common'> }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="container">
      <h1>{title}</h1>
      <p>{t('comingSoon.text')}</p>
      <p>
        <Link to="/">{t('comingSoon.home')}</Link>
      </p>
    </div>
  );
}
