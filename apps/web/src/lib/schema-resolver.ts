import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's resolver whose schema comes on first use; `load()` fetches it ahead (the form's first focus). */
export type LazyResolver<V extends FieldValues, O> = Resolver<V, unknown, O> & { load: () => void };

/**
 * The resolver of a public form whose shared zod schema is imported when the form is first checked
 * (a submit) or focused, not with its page: building zod and the shared schemas was one 180–300 ms
 * task on every form page of a phone at 4× CPU (decision 072). The page's own checks are the same
 * schema's, so nothing the visitor sees changes. A check whose import fails (a dropped line, or the
 * focus's import still failing) imports once more; if that fails too, so does the check, and the next
 * check starts again.
 */
export function lazySchemaResolver<V extends FieldValues, O = V>(schema: () => Promise<z.ZodType>): LazyResolver<V, O> {
  let resolver: Promise<Resolver<V, unknown, O>> | undefined;
  const get = () => {
    resolver ??= schema().then(
      (loaded) => zodResolver(loaded as never) as unknown as Resolver<V, unknown, O>,
      (error: unknown) => {
        resolver = undefined;
        throw error;
      },
    );
    return resolver;
  };
  const check: Resolver<V, unknown, O> = async (values, context, options) => {
    // a rejected import has already been forgotten when this catch runs: get() imports afresh
    const resolve = await get().catch(() => get());
    return resolve(values, context, options);
  };
  return Object.assign(check, { load: () => void get().catch(() => {}) });
}
