import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { clearDraft, draftKey, readDraft, writeDraft } from '../../../lib/drafts';
import type { ProfileUser } from '../use-profile-user';

type Options<V extends FieldValues, Out> = {
  user: ProfileUser;
  /** The storage name of the section ('parent'): query and draft keys. */
  section: string;
  step: ProfileStep;
  /** `sectionRequests(profileApi.<section>)`. */
  requests: {
    load: (user: ProfileUser, signal?: AbortSignal) => Promise<{ Data: V | null }>;
    save: (user: ProfileUser, values: Out) => Promise<{ Message: string }>;
  };
  /** The section's record schema (`<section>Schemas.record`): the form's rules. */
  schema: z.ZodType<Out, V>;
  /** The form before anything is saved. */
  empty: V;
  /** Fields never kept in a browser draft (account numbers). */
  secret?: string[];
};

/** The route of the step after `step` (Save and Next). */
export const nextRoute = (step: ProfileStep) => {
  const index = PROFILE_STEPS.findIndex((s) => s.step === step);
  return PROFILE_STEPS[index + 1]?.route ?? '/dashboard';
};

/**
 * A one-record profile section as a form, for either role (docs/decisions/031): loads the saved
 * record, keeps unsaved edits as a browser draft and offers it back, saves through the section's
 * endpoint and moves on. Server field errors land on their fields, in the spec's words.
 */
export function useSectionForm<V extends FieldValues, Out>({
  user,
  section,
  step,
  requests,
  schema,
  empty,
  secret = [],
}: Options<V, Out>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = draftKey(user.userId, section);
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<V>,
    shouldFocusError: false,
  });
  const saved = useQuery({
    queryKey: ['profile', section, user.userId],
    queryFn: ({ signal }) => requests.load(user, signal),
  });
  /** A draft newer than the saved record, waiting for the user to restore or discard it. */
  const [offeredDraft, setOfferedDraft] = useState<{ savedAt: number; values: V } | null>(null);
  const loaded = useRef(false);

  useEffect(() => {
    if (!saved.isSuccess || loaded.current) return;
    loaded.current = true;
    const start = saved.data.Data ?? empty;
    form.reset(start);
    const draft = readDraft<V>(key);
    if (draft && JSON.stringify({ ...start, ...draft.values }) !== JSON.stringify(start)) setOfferedDraft(draft);
    else if (draft) clearDraft(key);
  }, [saved.isSuccess, saved.data, empty, form, key]);

  // Keep what is typed (not while a draft is on offer: it would overwrite it).
  useEffect(() => {
    if (offeredDraft) return;
    const subscription = form.watch((values) => {
      if (!loaded.current || !form.formState.isDirty) return;
      const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !secret.includes(name)));
      writeDraft(key, kept);
    });
    return () => subscription.unsubscribe();
  }, [form, key, offeredDraft, secret]);

  const save = useMutation({
    mutationFn: (values: Out) => requests.save(user, values),
    onSuccess: async (answer) => {
      clearDraft(key);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile', section] }),
        queryClient.invalidateQueries({ queryKey: ['profileProgress'] }),
      ]);
      navigate(nextRoute(step), { state: { savedMessage: answer.Message } });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const field of error.fields) {
        if (field.field in form.getValues())
          form.setError(field.field as Path<V>, { message: field.key || field.message });
      }
    },
  });

  return {
    form,
    saved,
    save,
    offeredDraft,
    restoreDraft: () => {
      if (offeredDraft) form.reset({ ...form.getValues(), ...offeredDraft.values }, { keepDefaultValues: true });
      setOfferedDraft(null);
    },
    discardDraft: () => {
      clearDraft(key);
      setOfferedDraft(null);
    },
    /** Reset: back to the last saved record, and the draft forgotten. */
    resetToSaved: () => {
      clearDraft(key);
      form.reset(saved.data?.Data ?? empty);
    },
  };
}
