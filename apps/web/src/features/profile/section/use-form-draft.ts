import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, writeDraft } from '../../../lib/drafts';

export type OfferedDraft = { savedAt: number; restore: () => void; discard: () => void };

/**
 * Keeps what is typed into `form` as a browser draft under `key` (lib/drafts.ts) and, once the form
 * holds its starting values (`ready`), offers back a draft that differs from them. Nothing is written
 * while a draft is on offer, so a reload cannot overwrite it. `secret` fields are never kept.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  key: string,
  ready: boolean,
  secret: readonly string[] = [],
) {
  const [offered, setOffered] = useState<{ savedAt: number; values: Partial<V> } | null>(null);
  const checked = useRef(false);
  /** The values the form started from: a draft is only what differs from them. */
  const start = useRef('');

  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    const draft = readDraft<Partial<V>>(key);
    const values = form.getValues();
    start.current = JSON.stringify(values);
    if (draft && JSON.stringify({ ...values, ...draft.values }) !== start.current) setOffered(draft);
    else if (draft) clearDraft(key);
  }, [ready, form, key]);

  useEffect(() => {
    if (offered) return;
    const subscription = form.watch((values) => {
      if (!checked.current) return;
      if (JSON.stringify(values) === start.current) return clearDraft(key);
      writeDraft(key, Object.fromEntries(Object.entries(values).filter(([name]) => !secret.includes(name))));
    });
    return () => subscription.unsubscribe();
  }, [form, key, offered, secret]);

  const draft: OfferedDraft | null = offered && {
    savedAt: offered.savedAt,
    restore: () => {
      form.reset({ ...form.getValues(), ...offered.values }, { keepDefaultValues: true });
      setOffered(null);
    },
    discard: () => {
      clearDraft(key);
      setOffered(null);
    },
  };
  return { draft, forget: () => clearDraft(key) };
}
