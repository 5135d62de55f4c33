import type { Enrolment, OfficerRow } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useLang } from '../../../lib/use-lang';
import { AlertDialog } from '../../../ui/alert-dialog';
import { OFFICIALS_KEY, resetOfficial, setOfficialActive, useOfficials } from './api';
import './catalogs';
import { CreateOfficialForm } from './create-official-form';
import { EnrolmentPanel } from './enrolment-panel';
import './officers.css';

type Action = { kind: 'deactivate' | 'reactivate' | 'reset'; official: OfficerRow };

/** /console/officers (admins): the board's officials, a new one, deactivate or reactivate, reset. */
export default function OfficersPage() {
  const { t } = useTranslation('console-officers');
  usePageTitle(t('title'));
  const lang = useLang();
  const queryClient = useQueryClient();
  const officials = useOfficials();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const act = useMutation({
    mutationFn: async ({ kind, official }: Action) => {
      if (kind === 'reset') return { enrolment: await resetOfficial(official.OfficerID) };
      await setOfficialActive(official.OfficerID, kind === 'reactivate');
      return { enrolment: null };
    },
    onSuccess: async (answer, { kind, official }) => {
      setAsking(null);
      if (answer.enrolment) setEnrolment(answer.enrolment);
      else setDone(t(kind === 'deactivate' ? 'done.deactivate' : 'done.reactivate', { loginId: official.LoginID }));
      await queryClient.invalidateQueries({ queryKey: OFFICIALS_KEY });
    },
  });
  const created = async (e: Enrolment) => {
    setDone(null);
    setEnrolment(e);
    await queryClient.invalidateQueries({ queryKey: OFFICIALS_KEY });
  };

  return (
    <>
      <h1>{t('title')}</h1>
      {done && <p role="status">{done}</p>}
      {enrolment ? (
        <EnrolmentPanel enrolment={enrolment} onDone={() => setEnrolment(null)} />
      ) : (
        officials.data && <CreateOfficialForm regions={officials.data.regions} onCreated={created} />
      )}
      <h2 id="officials-title">{t('list.title')}</h2>
      {officials.isPending && <p className="page-loading">{t('console:loading')}</p>}
      {officials.data && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
        <section className="officials-table" aria-label={t('list.title')} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('list.loginId')}</th>
                <th scope="col">{t('list.name')}</th>
                <th scope="col">{t('list.mobile')}</th>
                <th scope="col">{t('list.role')}</th>
                <th scope="col">{t('list.region')}</th>
                <th scope="col">{t('list.status')}</th>
                <th scope="col">{t('list.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {officials.data.rows.map((o) => (
                <tr key={o.OfficerID}>
                  <th scope="row">{o.LoginID}</th>
                  <td>{o.Name}</td>
                  <td>{o.Mobile}</td>
                  <td>{t(`role.${o.Role}`)}</td>
                  <td>{o.RegionName ? o.RegionName[lang] : t('region.all')}</td>
                  <td>
                    {o.Active ? t('status.active') : t('status.inactive')}
                    {o.Active && o.MustChangePassword && <> ({t('status.oneTime')})</>}
                  </td>
                  <td className="officials-table__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setAsking({ kind: o.Active ? 'deactivate' : 'reactivate', official: o })}
                    >
                      {t(o.Active ? 'action.deactivate' : 'action.reactivate', { loginId: o.LoginID })}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setAsking({ kind: 'reset', official: o })}
                    >
                      {t('action.reset', { loginId: o.LoginID })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <AlertDialog
        open={asking !== null}
        title={asking ? t(`confirm.${asking.kind}Title`, { loginId: asking.official.LoginID }) : ''}
        onClose={() => {
          setAsking(null);
          act.reset();
        }}
        actions={
          <>
            <button
              type="button"
              className="button"
              disabled={act.isPending}
              onClick={() => asking && act.mutate(asking)}
            >
              {t('confirm.yes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setAsking(null);
                act.reset();
              }}
            >
              {t('confirm.no')}
            </button>
          </>
        }
      >
        {asking && <p>{t(`confirm.${asking.kind}`, { name: asking.official.Name })}</p>}
        {act.error && (
          <p className="console-alert" role="alert">
            {act.error instanceof ApiError ? act.error.message : t('msg:common.serverError')}
          </p>
        )}
      </AlertDialog>
    </>
  );
}
