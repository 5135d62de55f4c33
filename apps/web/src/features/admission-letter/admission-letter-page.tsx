import { type AdmissionLetter, formatDateTime, USER_TYPES } from '@portal/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { useLang } from '../../lib/use-lang';
import { letterPdfHref, useMyLetters } from './api';
import './catalogs';
import './admission-letter.css';

/**
 * /admission-letter, step 12 (issue 21 item 5): the candidate's letter (reference, institute, course,
 * year) with its PDF to download, or a clear statement that there is none yet; staff are told that
 * steps 11–12 are for candidates.
 */
export default function AdmissionLetterPage() {
  const { t } = useTranslation('admission-letter');
  usePageTitle(t('title'));
  const user = useSession().data;
  const candidate = user?.UserTypeID === USER_TYPES.candidate;
  const letters = useMyLetters(candidate);
  return (
    <div className="container admission-letter">
      <h1>{t('title')}</h1>
      {!candidate ? (
        <p className="admission-letter__note">{t('staff')}</p>
      ) : letters.error ? (
        <p role="alert">{t('failed', { message: letters.error.message })}</p>
      ) : !letters.data ? (
        <p className="page-loading" role="status">
          {t('loading')}
        </p>
      ) : letters.data.length === 0 ? (
        <>
          <p className="admission-letter__note">{t('none')}</p>
          <p>
            <Link to="/apply">{t('noneApply')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('intro')}</p>
          {letters.data.map((letter) => (
            <LetterCard key={letter.LetterID} letter={letter} />
          ))}
        </>
      )}
      <p>
        <Link to="/dashboard">{t('dashboard')}</Link>
      </p>
    </div>
  );
}

function LetterCard({ letter }: { letter: AdmissionLetter }) {
  const { t } = useTranslation('admission-letter');
  const lang = useLang();
  const headingId = `letter-${letter.LetterID}`;
  return (
    <section className="admission-letter__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('letterHeading', { reference: letter.ReferenceNo })}</h2>
      <dl className="admission-letter__facts">
        <dt>{t('name')}</dt>
        <dd>
          <span lang="mr">{letter.NameMr}</span> / <span lang="en">{letter.NameEn}</span>
        </dd>
        <dt>{t('institute')}</dt>
        <dd>
          {letter.InstituteName} ({letter.InstituteCode}), {letter.District[lang]}
        </dd>
        <dt>{t('course')}</dt>
        <dd>
          {letter.CourseName} ({letter.CourseCode})
        </dd>
        <dt>{t('duration')}</dt>
        <dd>{letter.Duration[lang]}</dd>
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
      {letter.Status === 'revoked' && <p className="admission-letter__revoked">{t('revokedNote')}</p>}
      <p>
        <a className="button" href={letterPdfHref(letter.LetterID)} download>
          {t('download')}
        </a>
      </p>
    </section>
  );
}
