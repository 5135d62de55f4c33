import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_STEPS, type ProfileStep } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { draftKey } from '../../../lib/drafts';
import type { ProfileUser } from '../use-profile-user';
import { showFieldErrors } from './show-field-errors';
import { useFormDraft } from './use-form-draft';

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
  secret?: readonly string[];
};

const NO_SECRETS: readonly string[] = [];

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
  secret = NO_SECRETS,
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
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!saved.isSuccess || ready) return;
    form.reset(saved.data.Data ?? empty);
    setReady(true);
  }, [saved.isSuccess, saved.data, empty, form, ready]);

  const { draft, forget } = useFormDraft(form as UseFormReturn<V, unknown, unknown>, key, ready, secret);

  const save = useMutation({
    mutationFn: (values: Out) => requests.save(user, values),
    onSuccess: async (answer) => {
      forget();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profile', section] }),
        queryClient.invalidateQueries({ queryKey: ['profileProgress'] }),
      ]);
      navigate(nextRoute(step), { state: { savedMessage: answer.Message } });
    },
    onError: (error) => showFieldErrors(form, error),
  });

  return {
    form,
    saved,
    save,
    draft,
    /** Reset: back to the last saved record, and the draft forgotten. */
    resetToSaved: () => {
      forget();
      form.reset(saved.data?.Data ?? empty);
    },
  };
}
