import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver, onFirstUse, withVerifiedMobile } from './schema-resolver';

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

describe('withVerifiedMobile', () => {
  const mobile = z.string().regex(/^[6-9]\d{9}$/, { message: 'common.invalidMobile' });
  const nested = z.object({ person: z.object({ name: z.string().min(1, { message: 'common.required' }), mobile }) });
  type Nested = { person: { name: string; mobile: string } };
  const nestedOptions = options as unknown as ResolverOptions<Nested>;
  const checked = (verified: string) => {
    const schemaResolver = lazySchemaResolver<Nested>(async () => nested);
    return withVerifiedMobile(schemaResolver, {
      path: 'person.mobile',
      message: 'complaint.verifyMobile',
      verifiedMobile: () => verified,
    });
  };

  it('passes a valid form whose number is the verified one, values as the schema gave them', async () => {
    const values = { person: { name: 'Asha', mobile: '9876543210' } };
    expect(await checked('9876543210')(values, undefined, nestedOptions)).toEqual({ values, errors: {} });
  });

  it('refuses another number, or none verified, beside the field and with the schema’s other errors', async () => {
    for (const verified of ['9876543211', '']) {
      const result = await checked(verified)({ person: { name: '', mobile: '9876543210' } }, undefined, nestedOptions);
      expect(result.values).toEqual({});
      expect(result.errors.person?.mobile).toEqual({ type: 'verify', message: 'complaint.verifyMobile' });
      expect(result.errors.person?.name?.message).toBe('common.required');
    }
  });

  it('keeps the schema’s own error on a number it refused', async () => {
    const result = await checked('')({ person: { name: 'Asha', mobile: '12345' } }, undefined, nestedOptions);
    expect(result.errors.person?.mobile?.message).toBe('common.invalidMobile');
  });

  it('a top-level field, and load() is the schema’s', async () => {
    const load = vi.fn(async () => z.object({ mobile }));
    const resolver = withVerifiedMobile(lazySchemaResolver<{ mobile: string }>(load), {
      path: 'mobile',
      message: 'grievance.verifyMobile',
      verifiedMobile: () => '9876543210',
    });
    resolver.load();
    expect(load).toHaveBeenCalledTimes(1);
    const other = await resolver({ mobile: '9123456789' }, undefined, options as never);
    expect(other.errors).toEqual({ mobile: { type: 'verify', message: 'grievance.verifyMobile' } });
  });
});
