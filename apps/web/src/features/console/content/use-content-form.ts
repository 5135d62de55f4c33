import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { CONTENT_KEY } from './api';

/** The id of the control of a field path (`items.0.en` → `content-items-0-en`): error summaries link to it. */
export const fieldId = (path: string) => `content-${path.replaceAll('.', '-')}`;

/**
 * A content form's save: the input checked by the endpoint's own schema first, then sent; errors (the
 * schema's or the server's) by field path as message keys. What was typed stays in the form on any
 * error; a save refreshes every content query.
 */
export function useContentSave<S extends z.ZodType, R>(schema: S, save: (value: z.output<S>) => Promise<R>) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.key])));
      setAttempt((n) => n + 1);
    },
  });
  const submit = (value: z.input<S>) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  };
  /** A failure not about one field (the network, a 404, a 500): shown as an alert. */
  const failure =
    mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields.length > 0)
      ? mutation.error.message
      : undefined;
  return { submit, errors, attempt, failure, mutation };
}
