import { useTranslation } from '../../../i18n';

/** Prints the page; the print stylesheet (app/styles.css) leaves out the shell and every button. */
export function PrintButton() {
  const { t } = useTranslation('information');
  return (
    <button type="button" className="button button--secondary no-print" onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}
