import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from '../i18n';
import './error-summary.css';

/** An error of the form: a link to its field (`id`), or without one, the form's own (its schema did not come). */
export type SummaryError = { id?: string; message: string };

const keyOf = (error: SummaryError) => `${error.id ?? ''}:${error.message}`;

type ErrorSummaryProps = {
  errors: SummaryError[];
  /** Change it (e.g. to the submit count) to move focus to the summary again. */
  focusKey?: number;
  title?: string;
};

/**
 * "There is a problem" at the top of a form: every error as a link to its field. It takes focus
 * whenever `focusKey` changes while there are errors, so keyboard and screen-reader users land on it
 * after a failed submit. Forms should set react-hook-form's `shouldFocusError: false`.
 */
export function ErrorSummary({ errors, focusKey, title }: ErrorSummaryProps) {
  const { t } = useTranslation('form');
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;
  // the words of each error, naming its field (read from the page once the fields are there)
  const [named, setNamed] = useState(NONE_NAMED);
  const errorsKey = errors.map(keyOf).join('\n');
  const current = useRef(errors);
  current.current = errors;
  // No errors: the same empty map, so a form's first render is not followed by a second, synchronous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the errors' content, not the array's identity
  useLayoutEffect(() => setNamed(current.current.length ? namedErrors(current.current) : NONE_NAMED), [errorsKey]);

  // Focus follows a new submit, not each edit; the errors may render just after the new key.
  const focused = useRef(focusKey);
  useEffect(() => {
    if (!focusKey || focusKey === focused.current || !hasErrors) return;
    focused.current = focusKey;
    ref.current?.focus();
  }, [focusKey, hasErrors]);

  if (!hasErrors) return null;
  return (
    <section ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary__title">
        {title ?? t('errorSummaryTitle')}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => {
          const key = keyOf(error);
          const { id } = error;
          return (
            <li key={key}>
              {id ? (
                <a
                  href={`#${id}`}
                  onClick={(event) => {
                    // focus the field itself (not just scroll), without changing the route's URL
                    const target = document.getElementById(id);
                    if (!target) return;
                    event.preventDefault();
                    target.scrollIntoView?.({ block: 'center' });
                    target.focus();
                  }}
                >
                  {named.get(key) ?? error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A label's or legend's words without "(required)" and what is hidden from assistive technology. */
function wordsOf(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.field__required, [aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s:*]+$/, '');
}

const legendOf = (fieldset: Element | null | undefined) => wordsOf(fieldset?.querySelector(':scope > legend'));

/**
 * The name of the field an error links to, as a screen reader says it: its label; for a radio, or a
 * checkbox among others, its group's legend.
 */
function fieldName(target: HTMLElement): string {
  const group = target.closest('fieldset');
  const inGroup =
    target instanceof HTMLInputElement &&
    (target.type === 'radio' || (target.type === 'checkbox' && (group?.querySelectorAll('input').length ?? 0) > 1));
  if (inGroup) return legendOf(group);
  const labelledBy = target.getAttribute('aria-labelledby');
  const label =
    ('labels' in target ? (target as HTMLInputElement).labels?.[0] : null) ??
    (labelledBy ? document.getElementById(labelledBy.split(' ')[0] ?? '') : null);
  return wordsOf(label) || target.getAttribute('aria-label') || legendOf(group);
}

/** The legends of the groups around a field, nearest first (the address block a pincode is in). */
function groupsOf(target: HTMLElement, name: string): string[] {
  const legends: string[] = [];
  for (let group = target.closest('fieldset'); group; group = group.parentElement?.closest('fieldset') ?? null) {
    const legend = legendOf(group);
    if (legend && legend !== name) legends.push(legend);
  }
  return legends;
}

/**
 * Whether a message names its field already: it holds the label, or its first word is a word of the
 * label ("Salary must be a number" under "Salary per Month", "Name is required" under "Your name").
 */
function namesItself(message: string, name: string): boolean {
  const said = message.toLowerCase();
  const label = name.toLowerCase();
  const first = said.split(/\s+/)[0] ?? '';
  return said.includes(label) || (first.length > 2 && label.split(/\s+/).includes(first));
}

/** The names of no errors: one map, so setting it again changes nothing. */
const NONE_NAMED: ReadonlyMap<string, string> = new Map();

/**
 * Each error's words naming its field (issue 23 item 5, GOV.UK's pattern): "Gender: Please select an
 * option", unless the message names it already ("Mobile Number is required", "Salary must be a number"). Two errors of fields with
 * one name (the pincode of the permanent and of the correspondence address) also name their group.
 */
function namedErrors(errors: SummaryError[]): Map<string, string> {
  const found = errors.map((error) => {
    const target = error.id ? document.getElementById(error.id) : null;
    const name = target ? fieldName(target) : '';
    return { error, target, name };
  });
  const count = new Map<string, number>();
  for (const { name } of found) count.set(name, (count.get(name) ?? 0) + 1);
  return new Map(
    found.map(({ error, target, name }) => {
      if (!name || !target || namesItself(error.message, name)) {
        return [keyOf(error), error.message];
      }
      const group = (count.get(name) ?? 0) > 1 ? groupsOf(target, name)[0] : undefined;
      return [keyOf(error), `${group ? `${group} – ` : ''}${name}: ${error.message}`];
    }),
  );
}

/**
 * The message (or message key) of the error at `path` (a field name or a dotted path, as react-hook-form
 * names nested fields) in `errors`, if any. Read without react-hook-form's code: this file is in every
 * form's chunk.
 */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The form's own error (`errors.root`: its schema did not come, lib/schema-resolver.ts) as a summary
 * item without a link. `text` turns a message key into words (useMessageText).
 */
function formErrorOf(errors: FieldErrors, text: (key: string | undefined) => string | undefined): SummaryError[] {
  const message = text(errors.root?.message);
  return message ? [{ message }] : [];
}

/**
 * The errors of a react-hook-form form as summary items: the form's own first, then its fields' in
 * the order of `ids` (field name or dotted path -> id of the element to focus).
 */
export function summaryOf(
  errors: FieldErrors,
  ids: Record<string, string>,
  text: (key: string | undefined) => string | undefined,
): SummaryError[] {
  return [
    ...formErrorOf(errors, text),
    ...Object.entries(ids).flatMap(([name, id]) => {
      const message = text(errorAt(errors, name));
      return message ? [{ id, message }] : [];
    }),
  ];
}
