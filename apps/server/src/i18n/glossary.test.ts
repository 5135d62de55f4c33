import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { marathiCatalogues, marathiProblems, neverTerms, stringsOf } from './glossary';

/** Keys of the page blocks that are structure, not text (a block's type "h2", a link target). */
const STRUCTURE = /\.(type|href|src|url|level)$/;

/** "where: text → problems" for every string with a problem. */
const report = (entries: Iterable<[string, string]>) => {
  const never = neverTerms();
  const out: string[] = [];
  for (const [where, text] of entries) {
    const problems = marathiProblems(text, never);
    if (problems.length > 0) out.push(`${where}: ${text} → ${problems.join(', ')}`);
  }
  return out;
};

describe('Marathi follows docs/glossary.md', () => {
  it('reads the "never" terms from the glossary', () => {
    const never = neverTerms();
    expect(never).toEqual(expect.arrayContaining(['लॉगिन करा', 'मोबाइल', 'ईमेल', 'हे क्षेत्र', 'पहा']));
    // Words that are right in another meaning are not checked by text.
    expect(never).not.toContain('सूचना');
    expect(never).not.toContain('अभ्यासक्रम');
  });

  it('flags never terms, Latin OTP/ITI/SMS and Western digits; allows placeholders, addresses and IDs', () => {
    expect(marathiProblems('कृपया आपला ईमेल प्रविष्ट करा')).toHaveLength(1);
    expect(marathiProblems('मोबाइलवर पाठवला')).toHaveLength(1);
    expect(marathiProblems('मोबाईल क्रमांक')).toEqual([]);
    // फी (fee) is never written, but फील्ड (field) is another word
    expect(marathiProblems('प्रशिक्षणाची फी भरा')).toEqual(['"फी" (glossary: never)']);
    expect(marathiProblems('प्रत्येक फील्डला नाव आहे')).toEqual([]);
    expect(marathiProblems('आय.टी.आय. नोंदणी')).toEqual(['"आय.टी.आय" (glossary: never)']);
    expect(marathiProblems('आयटीआय नोंदणी')).toEqual([]);
    expect(marathiProblems('कृपया OTP प्रविष्ट करा')).toEqual(['"OTP" in Latin script']);
    expect(marathiProblems('पासवर्ड 8-15 अक्षरांचा')).toEqual(['Western digits "8"']);
    expect(marathiProblems('पासवर्ड ८ ते १५ अक्षरांचा')).toEqual([]);
    expect(
      marathiProblems(
        '{seconds} सेकंद, {count, number} अक्षरे, {count, plural, other {# सेकंद}}; उदा. MH2026C000123; CMP-2026-000123; https://x.example/a1; help1@board.gov.in',
      ),
    ).toEqual([]);
  });

  it('in every Marathi catalogue (web app and shared messages, SMS texts included)', () => {
    const entries: [string, string][] = [];
    for (const [file, tree] of marathiCatalogues())
      for (const [key, text] of stringsOf(tree)) entries.push([`${file} ${key}`, text]);
    expect(entries.length).toBeGreaterThan(400);
    expect(report(entries)).toEqual([]);
  });

  describe('in the seeded content', () => {
    const app = useTestApp();

    it('every Marathi column and every Marathi part of the content blocks', async () => {
      const db = app().database.db;
      const columns = (await db.execute(sql`
        select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() and column_name like '%\_mr' and data_type in ('text', 'jsonb')
          -- Post-office place names exist only in English in the source data (db/seed/index.ts).
          and table_name <> 'cities'
        order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
      expect(columns.rows.length).toBeGreaterThan(10);
      const entries: [string, string][] = [];
      for (const { table, column } of columns.rows) {
        const rows = (await db.execute(
          sql`select distinct ${sql.identifier(column)} as v from ${sql.identifier(table)}`,
        )) as unknown as { rows: { v: unknown }[] };
        for (const { v } of rows.rows)
          for (const [at, text] of stringsOf(v))
            if (!STRUCTURE.test(at)) entries.push([`${table}.${column}${at}`, text]);
      }
      const fromColumns = entries.length;
      const blocks = (await db.execute(sql`select key, data from content_blocks`)) as unknown as {
        rows: { key: string; data: unknown }[];
      };
      for (const { key, data } of blocks.rows)
        for (const [at, text] of stringsOf(data))
          if (/(^|\.)mr(\.|\[|$)/.test(at)) entries.push([`content_blocks ${key} ${at}`, text]);
      expect(entries.length - fromColumns).toBeGreaterThan(20);
      expect(report(entries)).toEqual([]);
    });
  });
});
