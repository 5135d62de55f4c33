import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every English string has a Marathi twin and the other way round, in the web app and in shared messages. */
const roots = [
  path.resolve(import.meta.dirname),
  path.resolve(import.meta.dirname, '../../../../packages/shared/src/i18n'),
];

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const namespaces = roots.flatMap((root) =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(root, e.name)),
);

describe('translations', () => {
  it('finds the catalogues', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(3);
  });

  it.each(namespaces.map((dir) => [path.relative(path.resolve(import.meta.dirname, '../../../..'), dir), dir]))(
    '%s: en.json and mr.json have the same keys, and Marathi is written in Devanagari',
    (_name, dir) => {
      const en = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
      const mr = JSON.parse(fs.readFileSync(path.join(dir, 'mr.json'), 'utf8'));
      expect(keys(mr).sort()).toEqual(keys(en).sort());
      const get = (obj: unknown, key: string) =>
        key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], obj);
      const untranslated = keys(en).filter((key) => {
        const e = String(get(en, key));
        const m = String(get(mr, key));
        return /[A-Za-z]{4,}/.test(e) && !/[\u0900-\u097F]/.test(m);
      });
      expect(untranslated).toEqual([]);
    },
  );
});
