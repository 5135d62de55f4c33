import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type ResolverError,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A module's export imported on first use, not with its page (a form's shared zod schema: building zod
 * and the shared schemas was one 180–300 ms task on every form page of a phone at 4× CPU, decision 072),
 * and kept once it came. A failed import (a dropped line) is made once more at once; if that fails too,
 * the call rejects with that failure and the next call starts again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  // a rejected import has already been forgotten when this catch runs: get() imports afresh
  return () => get().catch(() => get());
}

/** The form's own error when its schema did not come: a message key, as the fields' errors are. */
const NOT_LOADED = 'common.network';

/** A form's resolver whose schema comes on first use; `load()` fetches it ahead (the form's first focus). */
export type LazyResolver<V extends FieldValues, O> = Resolver<V, unknown, O> & { load: () => void };

/**
 * The resolver of a public form whose schema is imported (`onFirstUse`) when the form is first checked
 * (a submit) or focused. The page's own checks are the same schema's, so nothing the visitor sees
 * changes. A check whose import fails twice gives the form one error of its own, `root`, "Could not
 * reach the portal…" (`common.network`), which its error summary shows (`summaryOf`); nothing typed is
 * lost, and the next check imports again.
 */
export function lazySchemaResolver<V extends FieldValues, O = V>(schema: () => Promise<z.ZodType>): LazyResolver<V, O> {
  const resolver = onFirstUse(() =>
    schema().then((loaded) => zodResolver(loaded as never) as unknown as Resolver<V, unknown, O>),
  );
  const check: Resolver<V, unknown, O> = async (values, context, options) => {
    let resolve: Resolver<V, unknown, O>;
    try {
      resolve = await resolver();
    } catch {
      const failed: ResolverError<V> = {
        values: {},
        errors: { root: { type: 'network', message: NOT_LOADED } } as FieldErrors<V>,
      };
      return failed;
    }
    return resolve(values, context, options);
  };
  return Object.assign(check, { load: () => void resolver().catch(() => {}) });
}

/**
 * `resolver` with one check on top of its schema's: the mobile number at `path` must be the one the
 * form's OTP verified (`verifiedMobile()`, read at each check; '' for none), else `message` beside it.
 * A number the schema refused keeps the schema's error.
 */
export function withVerifiedMobile<V extends FieldValues, O>(
  resolver: LazyResolver<V, O>,
  { path, message, verifiedMobile }: { path: FieldPath<V>; message: string; verifiedMobile: () => string },
): LazyResolver<V, O> {
  const check: Resolver<V, unknown, O> = async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (get(result.errors, path) || get(values, path) === verifiedMobile()) return result;
    // the errors with one more, copied along its path (the schema's own objects are left as they are)
    const errors: Record<string, unknown> = { ...result.errors };
    const keys = path.split('.');
    let node = errors;
    for (const key of keys.slice(0, -1)) {
      node[key] = { ...(node[key] as object) };
      node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1] as string] = { type: 'verify', message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
  return Object.assign(check, { load: resolver.load });
}
