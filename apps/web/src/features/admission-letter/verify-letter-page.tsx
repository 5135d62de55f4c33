import { formatDateTime } from '@portal/shared';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { useVerifiedLetter } from './api';
import './catalogs';
import './admission-letter.css';

/**
 * /verify-letter/<code>, public: what the QR code of an admission letter opens. It confirms the letter
 * (name partly masked, institute, course, year, date; valid or revoked) or says it cannot, in the
 * server's one message for a forged, altered or unknown code.
 */
export default function VerifyLetterPage() {
  const { t } = useTranslation('admission-letter');
  usePageTitle(t('verifyTitle'));
  const lang = useLang();
  const code = useParams().code ?? '';
  const check = useVerifiedLetter(code);
  const letter = check.data;
  const refused = check.error instanceof ApiError && check.error.status < 500 && check.error.status !== 429;
  return (
    <div className="container admission-letter">
      <h1>{t('verifyTitle')}</h1>
      <p>{t('verifyIntro')}</p>
      {check.error ? (
        <div className="admission-letter__outcome admission-letter__outcome--refused" role="alert">
          <p>
            <strong>{refused ? t('verifyRefused') : t('verifyFailed', { message: check.error.message })}</strong>
          </p>
          {refused && <p>{check.error.message}</p>}
        </div>
      ) : !letter ? (
        <p className="page-loading" role="status">
          {t('verifyLoading')}
        </p>
      ) : (
        <section aria-labelledby="verified-letter">
          <div
            className={`admission-letter__outcome admission-letter__outcome--${letter.Status}`}
            role="status"
            id="verified-letter"
          >
            <p>
              <strong>{letter.Status === 'valid' ? t('verifyValid') : t('verifyRevoked')}</strong>
            </p>
          </div>
          <dl className="admission-letter__facts">
            <dt>{t('reference')}</dt>
            <dd>{letter.ReferenceNo}</dd>
            <dt>{t('candidate')}</dt>
            <dd lang="en">{letter.MaskedName}</dd>
            <dt>{t('institute')}</dt>
            <dd>{letter.InstituteName}</dd>
            <dt>{t('district')}</dt>
            <dd>{letter.District[lang]}</dd>
            <dt>{t('course')}</dt>
            <dd>{letter.CourseName}</dd>
            <dt>{t('year')}</dt>
            <dd>{letter.AcademicYear}</dd>
            <dt>{t('issued')}</dt>
            <dd>{formatDateTime(new Date(letter.IssuedAt), lang)}</dd>
            <dt>{t('status')}</dt>
            <dd>
              {letter.Status === 'revoked' && letter.RevokedAt
                ? t('revoked', { date: formatDateTime(new Date(letter.RevokedAt), lang) })
                : t('valid')}
            </dd>
          </dl>
        </section>
      )}
    </div>
  );
}
