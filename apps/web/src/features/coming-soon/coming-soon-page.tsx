import { Link, useLocation } from 'react-router';
import { type Id, useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';

/**
 * A route whose screen belongs to a later issue. The profile step before it (Work Experience before
 * Verify) still says that it saved.
 */
export function ComingSoonPage({ titleKey }: { titleKey: Id<'common'> }) {
  const { t } = useTranslation();
  const savedMessage = (useLocation().state as { savedMessage?: string } | null)?.savedMessage;
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="container">
      <h1>{title}</h1>
      {savedMessage && <p role="status">{savedMessage}</p>}
      <p>{t('comingSoon.text')}</p>
      <p>
        <Link to="/">{t('comingSoon.home')}</Link>
      </p>
    </div>
  );
}
