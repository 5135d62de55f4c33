import { applicantFileUrl } from '@portal/shared/api/admissions';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../lib/page-title';
import { useApplicant } from './api';
import './catalogs';
import './institute.css';

const SECTION_KEYS = [
  'address',
  'parent',
  'category',
  'additional',
  'qualification',
  'training',
  'workExperience',
] as const;
type SectionKey = (typeof SECTION_KEYS)[number];
const VERIFICATIONS = ['none', 'submitted', 'returned', 'verified'] as const;
const isVerification = (v: string): v is (typeof VERIFICATIONS)[number] =>
  (VERIFICATIONS as readonly string[]).includes(v);
const isSection = (name: string): name is SectionKey => (SECTION_KEYS as readonly string[]).includes(name);

/** /institute/applicant?id=…: an applicant's verified profile, read-only, documents included. */
export default function ApplicantPage() {
  const { t } = useTranslation(['institute', 'msg']);
  usePageTitle(t('profileTitle'));
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const applicant = useApplicant(Number.isInteger(id) ? id : 0);
  const p = applicant.data;
  return (
    <div className="container institute-desk">
      <h1>{t('profileTitle')}</h1>
      <p>
        <Link to="/institute">{t('back')}</Link>
      </p>
      {applicant.isPending && <p className="page-loading">{t('common:loading')}</p>}
      {applicant.isError && <p role="alert">{t('msg:common.notFound')}</p>}
      {p && (
        <>
          <p>{t('readOnly')}</p>
          <dl className="institute-desk__facts">
            <dt>{t('profileId')}</dt>
            <dd>{p.ProfileID}</dd>
            <dt>{t('name')}</dt>
            <dd>{p.Name}</dd>
            <dt>{t('nameMr')}</dt>
            <dd lang="mr">{p.NameMr}</dd>
            <dt>{t('gender')}</dt>
            <dd>{p.Gender}</dd>
            <dt>{t('dob')}</dt>
            <dd>{p.DOB ?? ''}</dd>
            <dt>{t('mobile')}</dt>
            <dd>{p.Mobile}</dd>
            <dt>{t('email')}</dt>
            <dd>{p.Email}</dd>
            <dt>{t('verification')}</dt>
            <dd>{isVerification(p.Verification) ? t(`verification.${p.Verification}`) : p.Verification}</dd>
          </dl>
          {p.Sections.map((s) => (
            <section key={s.Section} aria-labelledby={`section-${s.Section}`}>
              <h2 id={`section-${s.Section}`}>{isSection(s.Section) ? t(`section.${s.Section}`) : s.Section}</h2>
              {s.Entries.map((entry, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: saved entries in their stored order, read only
                <div key={i}>
                  {s.Entries.length > 1 && <h3>{t('entry', { n: i + 1 })}</h3>}
                  <dl className="institute-desk__facts">
                    {Object.entries(entry)
                      .filter(([, v]) => v !== '' && v !== null)
                      .map(([k, v]) => (
                        <div key={k} className="institute-desk__fact">
                          <dt>{k}</dt>
                          <dd>{String(v)}</dd>
                        </div>
                      ))}
                  </dl>
                </div>
              ))}
            </section>
          ))}
          <section aria-labelledby="applicant-documents">
            <h2 id="applicant-documents">{t('documents')}</h2>
            {p.Documents.length === 0 ? (
              <p>{t('noDocuments')}</p>
            ) : (
              <ul>
                {p.Documents.map((d) => (
                  <li key={d.Path}>
                    <a href={applicantFileUrl(id, d.Path)} target="_blank" rel="noopener">
                      {d.FileType}: {d.Name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
