import type { ApplicationView } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { APPLICATION_KEY, withdrawApplication } from './api';

type Application = NonNullable<ApplicationView['Application']>;

/** The submitted application: each preference's status and remark; withdraw one or all before a decision. */
export function ApplicationStatus({ application }: { application: Application }) {
  const { t } = useTranslation(['apply', 'msg']);
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const withdraw = useMutation({
    mutationFn: (preferenceId?: number) => withdrawApplication(preferenceId),
    onSuccess: async (data) => {
      setDone(true);
      queryClient.setQueryData(APPLICATION_KEY, data);
      await queryClient.invalidateQueries({ queryKey: ['profileProgress'] });
    },
  });
  const open = application.Status === 'submitted';
  const anyDecided = application.Preferences.some((p) => p.Status !== 'pending' && p.Status !== 'withdrawn');
  return (
    <section aria-labelledby="apply-application-title">
      <h2 id="apply-application-title">{t('applicationTitle')}</h2>
      <p>
        {t('status')}: <strong>{t(`applicationStatus.${application.Status}`)}</strong>
      </p>
      {application.Status === 'admitted' && (
        <p role="status">
          {t('admittedNote')} <Link to="/admission-letter">{t('letter')}</Link>
        </p>
      )}
      {done && <p role="status">{t('withdrawn')}</p>}
      {withdraw.error && (
        <p className="apply__alert" role="alert">
          {withdraw.error instanceof ApiError ? withdraw.error.message : t('msg:common.serverError')}
        </p>
      )}
      <ol className="apply__ranks">
        {application.Preferences.map((p) => (
          <li key={p.PreferenceID}>
            <span>
              <strong>{t('rank', { rank: p.Rank })}:</strong> {p.CourseName} ({p.CourseCode}), {p.InstituteName} (
              {p.InstituteCode}) — {t('status')}: <strong>{t(`preferenceStatus.${p.Status}`)}</strong>
              {p.Remark && (
                <>
                  {' '}
                  — {t('remark')}: {p.Remark}
                </>
              )}
            </span>
            {open && p.Status === 'pending' && (
              <button
                type="button"
                className="button button--secondary"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate(p.PreferenceID)}
              >
                {t('withdraw', { rank: p.Rank })}
              </button>
            )}
          </li>
        ))}
      </ol>
      {open && !anyDecided && (
        <button
          type="button"
          className="button button--secondary"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(undefined)}
        >
          {t('withdrawAll')}
        </button>
      )}
    </section>
  );
}
