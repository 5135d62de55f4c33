import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index';

/**
 * Every string and array a client can send is bounded (issue 7 item 6): a text by a length, a pattern,
 * a format or a list of values; a list by a number of items. Answers (response schemas) are not input.
 */
type JsonSchema = { [key: string]: unknown; properties?: Record<string, JsonSchema>; items?: JsonSchema };

function unbounded(schema: JsonSchema, path: string): string[] {
  const own =
    (schema.type === 'string' && !['maxLength', 'pattern', 'format', 'enum', 'const'].some((k) => k in schema)) ||
    (schema.type === 'array' && !('maxItems' in schema))
      ? [path]
      : [];
  const nested = [
    ...Object.entries(schema.properties ?? {}).map(([key, value]) => unbounded(value, `${path}.${key}`)),
    ...(schema.items ? [unbounded(schema.items, `${path}[]`)] : []),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
      ((schema[key] as JsonSchema[] | undefined) ?? []).map((part) => unbounded(part, path)),
    ),
  ];
  return [...own, ...nested.flat()];
}

const inputSchemas = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodType && /(Request|Query|Registration|Filter|Form)Schema$/.test(name)
    ? [[name, value] as const]
    : [],
);

/** The profile sections' save and delete bodies, per role (`<section>Schemas.save.candidate`, …). */
const profileInputs = Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) =>
  /Schemas$/.test(name) && value && typeof value === 'object'
    ? (['save', 'remove'] as const).flatMap((part) =>
        Object.entries((value as Partial<Record<typeof part, Record<string, z.ZodType>>>)[part] ?? {}).map(
          ([role, schema]) => [`${name}.${part}.${role}`, schema] as const,
        ),
      )
    : [],
);

describe('bounded input', () => {
  it('finds the input schemas', () => {
    expect(inputSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['candidateRegistrationSchema', 'staffRegistrationSchema', 'loginRequestSchema']),
    );
  });

  it("finds the profile sections' save and delete bodies", () => {
    expect(profileInputs.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'parentSchemas.save.candidate',
        'trainingSchemas.remove.staff',
        'bankSchemas.save.staff',
      ]),
    );
  });

  it.each([...inputSchemas, ...profileInputs])('%s: every string and array has a bound', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    expect(unbounded(json, '')).toEqual([]);
  });
});
