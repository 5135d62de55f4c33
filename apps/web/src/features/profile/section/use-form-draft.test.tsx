import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from '../../../lib/drafts';
import { useFormDraft } from './use-form-draft';

/**
 * A profile form's browser draft (issue 17 "Tests that catch what they claim"): what is typed is kept
 * under the user's key, secret fields (the bank account number, Aadhaar) never; a kept draft is
 * offered back, restored or discarded; a saved form forgets it.
 */
type Bank = { AccountHolderName: string; AccountNo: string; IFSCCode: string };
const START: Bank = { AccountHolderName: '', AccountNo: '', IFSCCode: '' };
const KEY = draftKey(7, 'bank');
const SECRET = ['AccountNo'] as const;

function useBankForm(ready = true, start: Bank = START) {
  const form = useForm<Bank>({ defaultValues: start });
  return { form, ...useFormDraft(form, KEY, ready, SECRET) };
}

afterEach(() => localStorage.clear());

describe('useFormDraft', () => {
  it('keeps what is typed, but never a secret field', () => {
    const { result } = renderHook(() => useBankForm());
    act(() => {
      result.current.form.setValue('AccountHolderName', 'ASHA PATIL');
      result.current.form.setValue('AccountNo', '123456789012');
      result.current.form.setValue('IFSCCode', 'SBIN0001234');
    });
    expect(readDraft(KEY)?.values).toEqual({ AccountHolderName: 'ASHA PATIL', IFSCCode: 'SBIN0001234' });
    // not under any name, in any form
    for (const key of Object.keys(localStorage)) expect(localStorage.getItem(key)).not.toContain('123456789012');
  });

  it('offers a kept draft back; restoring fills the form, and the secret stays empty', () => {
    writeDraft(KEY, { AccountHolderName: 'ASHA PATIL', IFSCCode: 'SBIN0001234' });
    const { result } = renderHook(() => useBankForm());
    expect(result.current.draft).not.toBeNull();
    act(() => result.current.draft?.restore());
    expect(result.current.draft).toBeNull();
    expect(result.current.form.getValues()).toEqual({
      AccountHolderName: 'ASHA PATIL',
      AccountNo: '',
      IFSCCode: 'SBIN0001234',
    });
  });

  it('writes nothing while a draft is on offer, and discarding removes it', () => {
    writeDraft(KEY, { AccountHolderName: 'ASHA PATIL' });
    const { result } = renderHook(() => useBankForm());
    act(() => result.current.form.setValue('IFSCCode', 'HDFC0000001'));
    expect(readDraft(KEY)?.values).toEqual({ AccountHolderName: 'ASHA PATIL' });
    act(() => result.current.draft?.discard());
    expect(result.current.draft).toBeNull();
    expect(readDraft(KEY)).toBeNull();
  });

  it('does not offer a draft before the form has its starting values, nor one equal to them', () => {
    writeDraft(KEY, { AccountHolderName: 'ASHA PATIL' });
    const waiting = renderHook(() => useBankForm(false));
    expect(waiting.result.current.draft).toBeNull();
    waiting.unmount();
    const same = renderHook(() => useBankForm(true, { ...START, AccountHolderName: 'ASHA PATIL' }));
    expect(same.result.current.draft).toBeNull();
    expect(readDraft(KEY)).toBeNull();
  });

  it('forgets the draft when the form is saved, and keeps none for values back at the start', () => {
    const { result } = renderHook(() => useBankForm());
    act(() => result.current.form.setValue('AccountHolderName', 'ASHA'));
    expect(readDraft(KEY)).not.toBeNull();
    act(() => result.current.form.setValue('AccountHolderName', ''));
    expect(readDraft(KEY)).toBeNull();
    act(() => result.current.form.setValue('AccountHolderName', 'ASHA'));
    act(() => result.current.forget());
    expect(readDraft(KEY)).toBeNull();
  });
});
