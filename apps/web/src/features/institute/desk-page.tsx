import { type InstituteApplication, PREFERENCE_STATUSES, type PreferenceStatus } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { Field, SelectField } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { DESK_KEY, decidePreference, useApplications, useInstitute } from './api';
import { Pager } from './pager';
import { StaffList } from './staff-list';
import './catalogs';
import './institute.css';

const PAGE_SIZE = 20;

/**
 * /institute: a Skill Development Institute's applications, by status, each decided with a remark
 * (issue 21 item 4), and its staff (decision 067).
 */
export default function DeskPage() {
  const { t } = useTranslation(['institute', 'msg']);
  usePageTitle(t('title'));
  const institute = useInstitute();
  const [status, setStatus] = useState<PreferenceStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const applications = useApplications(status || undefined, page);
  // the last decision's answer: said here, since its card leaves a list of pending applications
  const [outcome, setOutcome] = useState<string | null>(null);
  if (institute.isError) {
    return (
      <div className="container">
        <h1>{t('title')}</h1>
        <p role="status">{t('notInstitute')}</p>
      </div>
    );
  }
  const total = applications.data?.Total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="container institute-desk">
      <h1>{t('title')}</h1>
      {institute.data && (
        <p>
          <strong>{institute.data.InstituteName}</strong> ({institute.data.InstituteCode})
        </p>
      )}
      <SelectField
        id="desk-status"
        label={t('filter')}
        options={[
          { value: '', label: t('all') },
          ...PREFERENCE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as PreferenceStatus | '');
          setPage(1);
        }}
      />
      <p role="status" className={outcome ? 'institute-desk__outcome' : 'visually-hidden'}>
        {outcome}
      </p>
      {applications.data && <p>{total === 0 ? t('none') : t('count', { count: total })}</p>}
      {applications.data && total > 0 && (
        <ul className="institute-desk__list">
          {applications.data.Data.map((a) => (
            <ApplicationCard key={a.PreferenceID} application={a} onDecided={setOutcome} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={setPage} />
      <StaffList />
    </div>
  );
}

function ApplicationCard({
  application: a,
  onDecided,
}: {
  application: InstituteApplication;
  onDecided: (outcome: string) => void;
}) {
  const { t } = useTranslation(['institute', 'msg']);
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState('');
  const decide = useMutation({
    mutationFn: (Decision: 'accept' | 'reject') => decidePreference(a.PreferenceID, { Decision, Remark: remark }),
    onSuccess: async (data) => {
      onDecided(
        data.Status === 'accepted'
          ? t('accepted', { reference: data.ReferenceNo ?? '' })
          : t('rejected', { name: a.Name }),
      );
      await queryClient.invalidateQueries({ queryKey: DESK_KEY });
    },
  });
  const remarkId = `desk-remark-${a.PreferenceID}`;
  const error = decide.error instanceof ApiError ? decide.error : undefined;
  const remarkError = error?.fields.find((f) => f.field === 'Remark');
  return (
    <li className="institute-desk__card">
      <h2>
        {a.Name} <span lang="mr">({a.NameMr})</span>
      </h2>
      <dl className="institute-desk__facts">
        <dt>{t('profileId')}</dt>
        <dd>{a.ProfileID}</dd>
        <dt>{t('course')}</dt>
        <dd>
          {a.CourseName} ({a.CourseCode})
        </dd>
        <dt>{t('rank')}</dt>
        <dd>{a.Rank}</dd>
        <dt>{t('status')}</dt>
        <dd>{t(`status.${a.Status}`)}</dd>
        {a.Remark && (
          <>
            <dt>{t('remark')}</dt>
            <dd>{a.Remark}</dd>
          </>
        )}
      </dl>
      <p>
        <Link to={`/institute/applicant?id=${a.ApplicantID}`}>{t('open', { name: a.Name })}</Link>
      </p>
      {error && !remarkError && (
        <p className="institute-desk__alert" role="alert">
          {error.message}
        </p>
      )}
      {a.Status === 'pending' && !decide.isSuccess && (
        <fieldset className="institute-desk__decision">
          <legend>{t('decide', { name: a.Name })}</legend>
          <Field
            id={remarkId}
            label={t('decisionRemark')}
            maxLength={500}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            error={remarkError ? text(remarkError.key) : undefined}
          />
          <div className="institute-desk__buttons">
            <button
              type="button"
              className="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate('accept')}
            >
              {t('accept')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={decide.isPending}
              onClick={() => decide.mutate('reject')}
            >
              {t('reject')}
            </button>
          </div>
        </fieldset>
      )}
    </li>
  );
}
