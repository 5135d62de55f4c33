import { Link } from 'react-router';
import { useTranslation } from '../../i18n';

/** The complaint filed: its number (to keep), Print, a link to its status page and "file another". */
export function ComplaintFiled({ number, onFileAnother }: { number: string; onFileAnother: () => void }) {
  const { t } = useTranslation('complaint');
  return (
    <section className="complaint-result" aria-labelledby="cmp-done-title">
      <h2 id="cmp-done-title">{t('successHeading')}</h2>
      <p>{t('yourNumber')}</p>
      <p className="complaint-number" data-testid="complaint-number">
        {number}
      </p>
      <p>{t('keepNumber')}</p>
      <div className="form-actions no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('print')}
        </button>
        <Link className="button button--secondary" to="/complaint-status" state={{ number }}>
          {t('checkStatus')}
        </Link>
        <button type="button" className="button button--secondary" onClick={onFileAnother}>
          {t('fileAnother')}
        </button>
      </div>
    </section>
  );
}
