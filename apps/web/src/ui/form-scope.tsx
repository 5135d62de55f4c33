import { createContext, type ReactNode, useContext } from 'react';
import { type FieldErrors, type FieldValues, type Path, type UseFormReturn, useFormState } from 'react-hook-form';
import { errorAt } from './error-summary';
import { useMessageText } from './message';

// biome-ignore lint/suspicious/noExplicitAny: one context carries any form; useFormScope gives it its type back
const Scope = createContext<UseFormReturn<any, any, any> | null>(null);

/**
 * A form split into section components (react-hook-form's FormProvider, without its form state): the
 * value is the form itself, which never changes, so a section re-renders for what it subscribes to,
 * its errors (`useScopeError`) and the values it watches (`useWatch` with the form's `control`), not
 * whenever the form's root renders. With FormProvider, react-hook-form's own update after mount
 * (`isReady`) re-rendered every section of the complaint form in one blocking task (decision 077).
 * Sections that are components of their own are `memo`: the root's render then stops at them.
 */
export function FormScope<V extends FieldValues, Out>({
  form,
  children,
}: {
  form: UseFormReturn<V, unknown, Out>;
  children: ReactNode;
}) {
  return <Scope value={form}>{children}</Scope>;
}

/** The form of the enclosing FormScope. */
export function useFormScope<V extends FieldValues, Out = V>(): UseFormReturn<V, unknown, Out> {
  const form = useContext(Scope);
  if (!form) throw new Error('useFormScope: not inside a FormScope');
  return form;
}

/**
 * The enclosing form's errors, for a section: it re-renders when they change (`form.formState` read in
 * a section would keep the errors of its last render).
 */
export function useScopeErrors<V extends FieldValues>(): FieldErrors<V> {
  const form = useFormScope<V>();
  return useFormState({ control: form.control }).errors;
}

/**
 * A section's field errors in words: `err('address.pincode')` is the field's translated error (dotted
 * paths too), re-read whenever the enclosing form's errors change.
 */
export function useScopeError<V extends FieldValues>(): (path: Path<V>) => string | undefined {
  return useErrorText(useScopeErrors<V>());
}

/**
 * `errors`' field errors in words, as `useScopeError` gives them: for a section that also hands the
 * errors object itself to a part that takes one (one subscription, not two).
 */
export function useErrorText<V extends FieldValues>(errors: FieldErrors<V>): (path: Path<V>) => string | undefined {
  const text = useMessageText();
  return (path) => text(errorAt(errors, path));
}
