import type { InstituteAccount } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { ErrorSummary } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { createInstituteAccount, INSTITUTE_ACCOUNTS_KEY, useInstituteAccounts, useInstituteOptions } from './api';
import './catalogs';
import './institutes.css';

const ids = {
  q: 'institute-search',
  InstituteID: 'institute-choice',
  ContactName: 'institute-contact-name',
  Mobile: 'institute-mobile',
};
type FieldName = keyof typeof ids;

/** /console/institutes (admins): create an institute's account (its link goes by SMS); the accounts so far. */
export default function InstitutesPage() {
  const { t } = useTranslation(['console-institutes', 'msg']);
  usePageTitle(t('title'));
  const text = useMessageText();
  const queryClient = useQueryClient();
  const accounts = useInstituteAccounts();
  const [q, setQ] = useState('');
  const options = useInstituteOptions(useDeferredValue(q));
  const [instituteId, setInstituteId] = useState('');
  const [contactName, setContactName] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<{ field: FieldName; message: string }[]>([]);
  const [focus, setFocus] = useState(0);
  const [done, setDone] = useState<InstituteAccount | null>(null);
  const create = useMutation({
    mutationFn: () =>
      createInstituteAccount({ InstituteID: Number(instituteId), ContactName: contactName, Mobile: mobile }),
    onSuccess: async (account) => {
      setDone(account);
      setInstituteId('');
      setContactName('');
      setMobile('');
      setQ('');
      setErrors([]);
      await queryClient.invalidateQueries({ queryKey: INSTITUTE_ACCOUNTS_KEY });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      setErrors(
        error.fields.filter((f) => f.field in ids).map((f) => ({ field: f.field as FieldName, message: f.key })),
      );
      setFocus((n) => n + 1);
    },
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    const found: { field: FieldName; message: string }[] = [];
    if (!instituteId) found.push({ field: 'InstituteID', message: t('create.chooseInstitute') });
    if (!contactName.trim()) found.push({ field: 'ContactName', message: 'admissions.contactNameRequired' });
    if (!/^[6-9]\d{9}$/.test(mobile.trim())) found.push({ field: 'Mobile', message: 'common.invalidMobile' });
    setErrors(found);
    if (found.length > 0) setFocus((n) => n + 1);
    else create.mutate();
  };
  const errorOf = (field: FieldName) => text(errors.find((e) => e.field === field)?.message);
  const failure =
    create.error instanceof ApiError && create.error.fields.length === 0 ? create.error.message : undefined;

  return (
    <>
      <h1>{t('title')}</h1>
      {done && (
        <p role="status">
          {t('create.done', { profileId: done.ProfileID, name: done.InstituteName, mobile: done.Mobile })}
        </p>
      )}
      <form
        noValidate
        className="console-form console-form--wide"
        aria-labelledby="create-institute-title"
        onSubmit={onSubmit}
      >
        <h2 id="create-institute-title">{t('create.title')}</h2>
        <p>{t('create.intro')}</p>
        <ErrorSummary
          errors={errors.map((e) => ({ id: ids[e.field], message: text(e.message) ?? e.message }))}
          focusKey={focus}
        />
        {failure && (
          <p className="console-alert" role="alert">
            {failure}
          </p>
        )}
        <Field
          id={ids.q}
          label={t('create.search')}
          hint={t('create.searchHint')}
          autoComplete="off"
          maxLength={60}
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setInstituteId('');
          }}
        />
        {options.data && options.data.length === 0 && <p role="status">{t('create.noMatch')}</p>}
        {options.data && options.data.length > 0 && (
          <RadioGroup
            id={ids.InstituteID}
            name="InstituteID"
            legend={t('create.institute')}
            required
            value={instituteId}
            onChange={setInstituteId}
            error={errorOf('InstituteID')}
            options={options.data.map((o) => ({
              value: String(o.InstituteID),
              label: o.HasAccount ? t('create.hasAccount', { name: o.Name, code: o.Code }) : `${o.Name} (${o.Code})`,
              disabled: o.HasAccount,
            }))}
          />
        )}
        {!options.data?.length && errorOf('InstituteID') && (
          <p id={ids.InstituteID} className="console-alert" tabIndex={-1}>
            {errorOf('InstituteID')}
          </p>
        )}
        <Field
          id={ids.ContactName}
          label={t('create.contactName')}
          required
          autoComplete="off"
          maxLength={50}
          value={contactName}
          onChange={(e) => setContactName(e.target.value)}
          error={errorOf('ContactName')}
        />
        <Field
          id={ids.Mobile}
          type="tel"
          label={t('create.mobile')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          error={errorOf('Mobile')}
        />
        <button type="submit" className="button" disabled={create.isPending}>
          {t('create.submit')}
        </button>
      </form>
      <h2 id="institute-accounts-title">{t('list.title')}</h2>
      {accounts.isPending && <p className="page-loading">{t('console:loading')}</p>}
      {accounts.data && accounts.data.length === 0 && <p>{t('list.none')}</p>}
      {accounts.data && accounts.data.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
        <section className="institute-accounts" aria-labelledby="institute-accounts-title" tabIndex={0}>
          <table className="stacked-table">
            <thead>
              <tr>
                <th scope="col">{t('list.profileId')}</th>
                <th scope="col">{t('list.institute')}</th>
                <th scope="col">{t('list.contact')}</th>
                <th scope="col">{t('list.mobile')}</th>
                <th scope="col">{t('list.password')}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((a) => (
                <tr key={a.UserID}>
                  <th scope="row" data-label={t('list.profileId')}>
                    {a.ProfileID}
                  </th>
                  <td data-label={t('list.institute')}>
                    {a.InstituteName} ({a.InstituteCode})
                  </td>
                  <td data-label={t('list.contact')}>{a.ContactName}</td>
                  <td data-label={t('list.mobile')}>{a.Mobile}</td>
                  <td data-label={t('list.password')}>{a.PasswordSet ? t('list.set') : t('list.notSet')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
