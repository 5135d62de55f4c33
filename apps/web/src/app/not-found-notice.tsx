import { useTranslation } from '../i18n';

/**
 * An unknown address shows the landing page (spec), which the server answers with 404, headed by this
 * notice so the reader knows the page asked for does not exist.
 */
export function NotFoundNotice() {
  const { t } = useTranslation();
  return (
    <div className="container">
      <p className="not-found-notice" role="status">
        {t('notFound')}
      </p>
    </div>
  );
}
