import { MAX_PREFERENCES, NAME_MR_MAX, nameMrRule, type Offering, USER_TYPES } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { ErrorSummary } from '../../ui/error-summary';
import { Field } from '../../ui/field';
import { useMessageText } from '../../ui/message';
import { APPLICATION_KEY, submitApplication, useApplication } from './api';
import { ApplicationStatus } from './application-status';
import './apply.css';
import './catalogs';
import { OfferingSearch } from './offering-search';

const ids = { NameMr: 'apply-name-mr', Preferences: 'apply-preferences' };

/** /apply, step 11 (issue 21 item 3): a verified candidate's application; staff are told it is for candidates. */
export default function ApplyPage() {
  const { t } = useTranslation(['apply', 'msg']);
  usePageTitle(t('title'));
  const session = useSession();
  const isCandidate = session.data?.UserTypeID === USER_TYPES.candidate;
  const application = useApplication();
  if (session.data && !isCandidate) {
    return (
      <div className="container">
        <h1>{t('title')}</h1>
        <p role="status">{t('staffOnly')}</p>
      </div>
    );
  }
  const data = application.data;
  return (
    <div className="container apply">
      <h1>{t('title')}</h1>
      {application.isPending && <p className="page-loading">{t('common:loading')}</p>}
      {data && <p>{t('year', { year: data.AcademicYear })}</p>}
      {data && data.Verification !== 'verified' && (
        <p role="status">
          {t('notVerified')} <Link to="/verify">{t('goVerify')}</Link>
        </p>
      )}
      {data?.Verification === 'verified' && data.Application === null && <ApplicationForm />}
      {data?.Application && <ApplicationStatus application={data.Application} />}
    </div>
  );
}

/** The name in Marathi, up to three offerings in order, submit. */
function ApplicationForm() {
  const { t } = useTranslation(['apply', 'msg']);
  const text = useMessageText();
  const queryClient = useQueryClient();
  const [nameMr, setNameMr] = useState('');
  const [chosen, setChosen] = useState<Offering[]>([]);
  const [errors, setErrors] = useState<{ field: keyof typeof ids; message: string }[]>([]);
  const [focus, setFocus] = useState(0);
  const submit = useMutation({
    mutationFn: () =>
      submitApplication({
        NameMr: nameMr,
        Preferences: chosen.map((o) => ({ InstituteID: o.InstituteID, CourseID: o.CourseID })),
      }),
    onSuccess: async (data) => {
      queryClient.setQueryData(APPLICATION_KEY, data);
      await queryClient.invalidateQueries({ queryKey: ['profileProgress'] });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      setErrors(
        error.fields.map((f) => ({
          field: f.field === 'NameMr' ? 'NameMr' : 'Preferences',
          message: f.key,
        })),
      );
      setFocus((n) => n + 1);
    },
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: { field: keyof typeof ids; message: string }[] = [];
    const name = nameMrRule().safeParse(nameMr);
    if (!name.success) found.push({ field: 'NameMr', message: name.error.issues[0]?.message ?? 'common.invalidInput' });
    if (chosen.length === 0) found.push({ field: 'Preferences', message: 'admissions.preferencesRequired' });
    setErrors(found);
    if (found.length > 0) setFocus((n) => n + 1);
    else submit.mutate();
  };
  const errorOf = (field: keyof typeof ids) => text(errors.find((e) => e.field === field)?.message);
  const move = (index: number, by: number) =>
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      if (item) next.splice(index + by, 0, item);
      return next;
    });
  const failure =
    submit.error instanceof ApiError && submit.error.fields.length === 0 ? submit.error.message : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="apply__form">
      <ErrorSummary
        errors={errors.map((e) => ({ id: ids[e.field], message: text(e.message) ?? e.message }))}
        focusKey={focus}
      />
      {failure && (
        <p className="apply__alert" role="alert">
          {failure}
        </p>
      )}
      <Field
        id={ids.NameMr}
        label={t('nameMr')}
        hint={t('nameMrHint')}
        lang="mr"
        required
        maxLength={NAME_MR_MAX}
        value={nameMr}
        onChange={(e) => setNameMr(e.target.value)}
        error={errorOf('NameMr')}
      />
      <OfferingSearch
        chosen={chosen}
        full={chosen.length >= MAX_PREFERENCES}
        onAdd={(o) => setChosen((list) => (list.length < MAX_PREFERENCES ? [...list, o] : list))}
      />
      <section aria-labelledby="apply-chosen-title" className="apply__chosen">
        <h2 id="apply-chosen-title">{t('chosenTitle')}</h2>
        {errorOf('Preferences') && (
          <p className="field__error" id={ids.Preferences} tabIndex={-1}>
            {errorOf('Preferences')}
          </p>
        )}
        {chosen.length === 0 ? (
          <p>{t('noneChosen')}</p>
        ) : (
          <ol className="apply__ranks">
            {chosen.map((o, i) => (
              <li key={`${o.InstituteID}:${o.CourseID}`}>
                <span>
                  <strong>{t('rank', { rank: i + 1 })}:</strong> {o.Course} ({o.CourseCode}), {o.InstituteName} (
                  {o.InstituteCode}), {o.District}
                </span>
                <span className="apply__rank-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={t('up', { course: o.Course })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={i === chosen.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={t('down', { course: o.Course })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setChosen((list) => list.filter((_, j) => j !== i))}
                  >
                    {t('remove', { course: o.Course })}
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <button type="submit" className="button" disabled={submit.isPending}>
        {t('submit')}
      </button>
    </form>
  );
}
