import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver, onFirstUse } from './schema-resolver';

const schema = z.object({ name: z.string().trim().min(1, { message: 'common.required' }) });
type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazySchemaResolver', () => {
  it('imports the schema once, on the first check, and checks with it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazySchemaResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const empty = await resolver({ name: ' ' }, undefined, options);
    expect(empty.errors.name?.message).toBe('common.required');
    const filled = await resolver({ name: ' Asha ' }, undefined, options);
    expect(filled).toEqual({ values: { name: 'Asha' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('load() starts the import before any check, and the check then uses it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazySchemaResolver<Values>(load);
    resolver.load();
    resolver.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await resolver({ name: 'Asha' }, undefined, options)).values).toEqual({ name: 'Asha' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a check whose import fails imports once more; failing twice gives that check the form’s own error only', async () => {
    const load = vi
      .fn<() => Promise<z.ZodType>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schema);
    const resolver = lazySchemaResolver<Values>(load);
    resolver.load(); // its failure is not thrown at the focus that started it
    await expect(resolver({ name: 'Asha' }, undefined, options)).resolves.toEqual({
      values: { name: 'Asha' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);

    const twice = vi
      .fn<() => Promise<z.ZodType>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(schema);
    const failing = lazySchemaResolver<Values>(twice);
    await expect(failing({ name: 'Asha' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { root: { type: 'network', message: 'common.network' } },
    });
    await expect(failing({ name: 'Asha' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(twice).toHaveBeenCalledTimes(3);
  });
});

describe('onFirstUse', () => {
  it('imports once for every caller, and again only after an import failed twice', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue('schema');
    const schema = onFirstUse(load);
    await expect(schema()).rejects.toThrow('still offline');
    expect(load).toHaveBeenCalledTimes(2);
    const [first, second] = await Promise.all([schema(), schema()]);
    expect([first, second]).toEqual(['schema', 'schema']);
    expect(await schema()).toBe('schema');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
