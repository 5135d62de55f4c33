import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

/**
 * The Lingui catalogs of the web app and of shared messages: the Marathi file of each namespace has
 * exactly the English message ids (typecheck only knows the English ones), each message is valid ICU
 * with the same placeholders in both languages, and Marathi is written in Devanagari.
 */
const web = path.resolve(import.meta.dirname, '..');
/** The app-wide `src/i18n`, each feature's own `i18n/` (decision 054) and the shared package's catalogs. */
const roots = [
  ...fs
    .readdirSync(web, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'i18n')
    .map((dir) => path.join(web, dir)),
  path.dirname(createRequire(import.meta.url).resolve('@portal/shared/i18n')),
];

const namespaces = roots.flatMap((root) =>
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(root, e.name)),
);

const read = (dir: string, lang: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));

/** The placeholders of a message with how each is formatted: `name`, `count,number`, `count,plural`. */
const placeholders = (message: string) => {
  const found = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, type, format] = token as [string, string?, Record<string, unknown>?];
      found.add(type ? `${name},${type}` : name);
      if (type === 'plural' && format) for (const form of Object.values(format)) walk(form);
    }
  };
  try {
    walk(compileMessageOrThrow(message));
  } catch (error) {
    found.add(`error: ${(error as Error).message}`);
  }
  return [...found].sort();
};

describe('message catalogs', () => {
  it('finds the catalogues', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(3);
  });

  it.each(namespaces.map((dir) => [path.relative(process.cwd(), dir), dir]))(
    '%s: en.json and mr.json have the same ids and placeholders, and Marathi is written in Devanagari',
    (_name, dir) => {
      const en = read(dir, 'en');
      const mr = read(dir, 'mr');
      expect(Object.keys(mr).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(en)) {
        expect(typeof text, id).toBe('string');
        expect(placeholders(mr[id] ?? ''), id).toEqual(placeholders(text));
        // A plain {count} would print Western digits in Marathi: counts are {count, number} or plurals.
        expect(placeholders(text), id).not.toContain('count');
        // Numbers under any other name arrive formatted (Devanagari digits in Marathi): a plural of one is NaN.
        for (const found of placeholders(text)) if (found.endsWith(',plural')) expect(found, id).toBe('count,plural');
      }
      const untranslated = Object.keys(en).filter(
        (id) => /[A-Za-z]{4,}/.test(en[id] ?? '') && !/[\u0900-\u097F]/.test(mr[id] ?? ''),
      );
      expect(untranslated).toEqual([]);
      // The country code is part of the mobile number, an identifier kept in Western digits (docs/glossary.md).
      expect(Object.values(mr).filter((text) => text.includes('+९१'))).toEqual([]);
    },
  );

  it('notices a Marathi message whose placeholder differs from the English one', () => {
    expect(placeholders('{count, plural, one {# second} other {# seconds}}')).toEqual(['count,plural']);
    expect(placeholders('{n} of {total}')).not.toEqual(placeholders('{total} पैकी {m}'));
    expect(placeholders('{count, plural, one {x}')[0]).toMatch(/^error/);
  });
});
