import {
  ACCOUNT_TYPES,
  type BankForm,
  bankFormSchema,
  ifscIssue,
  MASKED_ACCOUNT_NO_PATTERN,
  type MessageKey,
} from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { Field, SelectField } from '../../../ui/field';
import { useMessageText } from '../../../ui/message';
import { RadioGroup } from '../../../ui/radio-group';
import { DocumentField } from '../documents/document-field';
import { SectionForm } from '../section/section-form';
import { useSectionForm } from '../section/use-section-form';
import type { ProfileUser } from '../use-profile-user';
import { ProfileStepPage } from '../wizard/profile-step-page';
import { type BankValues, bankRequests, lookUpIfsc } from './api';

const EMPTY: BankForm = {
  HasBankAccount: 1,
  AccountType: '',
  AccountNo: '',
  AccountHolderName: '',
  IFSCCode: '',
  IFSCVerified: false,
  BankName: '',
  BranchName: '',
  CancelChequePath: '',
  PANNo: '',
  PANPath: '',
};

/** The account number never goes into a browser draft. */
const SECRET = ['AccountNo'];

const ids = Object.fromEntries(
  [
    'HasBankAccount',
    'AccountType',
    'AccountNo',
    'AccountHolderName',
    'IFSCCode',
    'BankName',
    'BranchName',
    'CancelChequePath',
    'PANNo',
    'PANPath',
  ].map((name) => [name, `bank-${name}`]),
) as Record<keyof BankValues, string>;

/** Typed in any case, kept in capitals (§5). */
const toUpper = (event: ChangeEvent<HTMLInputElement>) => {
  const { selectionStart, selectionEnd } = event.target;
  event.target.value = event.target.value.toUpperCase();
  event.target.setSelectionRange(selectionStart, selectionEnd);
};

function BankStepForm({ user }: { user: ProfileUser }) {
  const { t } = useTranslation(['profile-bank', 'profile']);
  const text = useMessageText();
  const section = useSectionForm({
    user,
    section: 'bank',
    step: 'Bank',
    requests: bankRequests,
    schema: bankFormSchema,
    empty: EMPTY,
    secret: SECRET,
  });
  const { form } = section;
  const { errors } = form.formState;
  const hasAccount = form.watch('HasBankAccount') === 1;
  const verifiedBank = form.watch('IFSCVerified') === true ? form.watch('BankName') : '';
  const accountNo = form.watch('AccountNo') ?? '';

  /** Check IFSC Code: fills bank and branch, or says why not at the code. */
  const check = useMutation({
    mutationFn: (code: string) => lookUpIfsc(code),
    onSuccess: (answer) => {
      form.setValue('BankName', answer.Data.BankName);
      form.setValue('BranchName', answer.Data.BranchName);
      form.setValue('IFSCVerified', true);
      form.clearErrors(['IFSCCode', 'BankName', 'BranchName']);
    },
    onError: (error) => {
      const key: MessageKey =
        error instanceof ApiError && error.status === 404
          ? 'bank.ifscNotFound'
          : error instanceof ApiError && error.status === 400
            ? 'bank.ifscInvalidFormat'
            : 'bank.ifscVerifyFailed';
      form.setError('IFSCCode', { message: key }, { shouldFocus: true });
    },
  });
  const checkIfsc = () => {
    const code = (form.getValues('IFSCCode') ?? '').trim().toUpperCase();
    const issue = ifscIssue(code);
    if (issue) {
      form.setError('IFSCCode', { message: issue }, { shouldFocus: true });
      return;
    }
    check.mutate(code);
  };

  const ifsc = form.register('IFSCCode', {
    // A changed code is no longer verified, and its bank and branch no longer hold (§4).
    onChange: () => {
      form.setValue('IFSCVerified', false);
      form.setValue('BankName', '');
      form.setValue('BranchName', '');
    },
  });
  const pan = form.register('PANNo');

  const documentField = (name: 'CancelChequePath' | 'PANPath', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DocumentField
          id={ids[name]}
          name={field.name}
          ref={field.ref}
          label={label}
          required
          fileType={name === 'PANPath' ? 'PANCard' : 'CancelCheque'}
          userId={user.userId}
          value={String(field.value ?? '')}
          onChange={(path) => field.onChange(path)}
          onBlur={field.onBlur}
          error={text(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <SectionForm title={t('formTitle')} section={section} ids={ids}>
      <Controller
        control={form.control}
        name="HasBankAccount"
        render={({ field }) => (
          <RadioGroup
            id={ids.HasBankAccount}
            name={field.name}
            legend={t('hasAccount')}
            required
            inline
            options={[
              { value: '1', label: t('profile:yes') },
              { value: '0', label: t('profile:no') },
            ]}
            value={String(field.value)}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            error={text(errors.HasBankAccount?.message)}
          />
        )}
      />
      {hasAccount && (
        <>
          <SelectField
            id={ids.AccountType}
            label={t('accountType')}
            required
            placeholder={t('profile:select')}
            options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            error={text(errors.AccountType?.message)}
            {...form.register('AccountType')}
          />
          <Field
            id={ids.AccountNo}
            label={t('accountNo')}
            required
            hint={MASKED_ACCOUNT_NO_PATTERN.test(accountNo) ? t('accountNoMaskedHint') : t('accountNoHint')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={18}
            error={text(errors.AccountNo?.message)}
            {...form.register('AccountNo')}
          />
          <Field
            id={ids.AccountHolderName}
            label={t('holder')}
            required
            maxLength={100}
            autoComplete="off"
            error={text(errors.AccountHolderName?.message)}
            {...form.register('AccountHolderName')}
          />
          <Field
            id={ids.IFSCCode}
            label={t('ifsc')}
            required
            hint={t('ifscHint')}
            maxLength={11}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={text(errors.IFSCCode?.message)}
            {...ifsc}
            onChange={(event) => {
              toUpper(event);
              return ifsc.onChange(event);
            }}
            after={
              <button type="button" className="button button--secondary" onClick={checkIfsc} disabled={check.isPending}>
                {check.isPending ? t('checking') : t('checkIfsc')}
              </button>
            }
          />
          <p className="profile-form__status" role="status">
            {verifiedBank ? t('verified', { bank: verifiedBank }) : ''}
          </p>
          <Field
            id={ids.BankName}
            label={t('bankName')}
            required
            hint={t('bankNameHint')}
            readOnly
            error={text(errors.BankName?.message)}
            {...form.register('BankName')}
          />
          <Field
            id={ids.BranchName}
            label={t('branchName')}
            required
            hint={t('branchNameHint')}
            maxLength={150}
            autoComplete="off"
            error={text(errors.BranchName?.message)}
            {...form.register('BranchName')}
          />
          {documentField('CancelChequePath', t('passbook'))}
        </>
      )}
      <Field
        id={ids.PANNo}
        label={t('pan')}
        required
        hint={t('panHint')}
        maxLength={10}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={text(errors.PANNo?.message)}
        {...pan}
        onChange={(event) => {
          toUpper(event);
          return pan.onChange(event);
        }}
      />
      {documentField('PANPath', t('panCard'))}
    </SectionForm>
  );
}

/** /BankDetails: bank account and PAN (spec part 2 §2 Bank Details), for candidates and staff. */
export default function BankPage() {
  const { t } = useTranslation('profile-bank');
  return (
    <ProfileStepPage step="Bank" title={t('title')}>
      {(user) => <BankStepForm user={user} />}
    </ProfileStepPage>
  );
}
