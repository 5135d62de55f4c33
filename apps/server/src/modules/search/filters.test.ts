import type { InstituteSearchRow, SearchFilters, SearchOption } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { dbRows } from '../../test/database';
import { allPages, getJson } from './test-helpers';

const FILTERS = '/api/Institute/filters';
const values = (list: SearchOption[]) => new Set(list.map((o) => o.Value));

describe('Search filters (GET /api/Institute/filters)', () => {
  const app = useTestApp();

  it('lists the options of every select, cached with a public Cache-Control', async () => {
    const { status, body, headers } = await getJson<SearchFilters>(app(), FILTERS);
    expect(status).toBe(200);
    expect(headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(headers.etag).toBeTruthy();
    expect(body.regions).toHaveLength(6);
    expect(body.districts).toHaveLength(36);
    expect(body.sectors).toHaveLength(38);
    expect(body.courseTypes.map((o) => o.Text)).toEqual([
      'Certificate (Long term)',
      'Certificate (Short term)',
      'Diploma',
      'Apprenticeship',
      'Modular',
    ]);
    expect(body.entryQualifications.map((o) => o.Text)).toContain('10th Pass');
    expect(body.talukas.length).toBeGreaterThan(300);
    expect(body.courses).toHaveLength(862);
    expect(body.institutes).toHaveLength(2276);
  });

  it('links each child to its parent with Group, as the database has it', async () => {
    const ctx = app();
    const { body } = await getJson<SearchFilters>(ctx, FILTERS);
    const regions = values(body.regions);
    const districts = values(body.districts);
    const sectors = values(body.sectors);
    for (const d of body.districts) expect(regions.has(d.Group as number)).toBe(true);
    for (const t of body.talukas) expect(districts.has(t.Group as number)).toBe(true);
    for (const c of body.courses) expect(sectors.has(c.Group as number)).toBe(true);
    for (const i of body.institutes) expect(districts.has(i.Group as number)).toBe(true);
    for (const top of [body.regions, body.sectors, body.courseTypes, body.entryQualifications]) {
      for (const o of top) expect(o.Group).toBeUndefined();
    }
    const districtRegion = await dbRows<{ id: number; region: number }>(
      ctx,
      sql`select id, region_id as region from districts`,
    );
    const regionOf = new Map(districtRegion.map((r) => [r.id, r.region]));
    for (const d of body.districts) expect(d.Group).toBe(regionOf.get(d.Value));
    const courseSector = await dbRows<{ id: number; sector: number }>(
      ctx,
      sql`select id, sector_id as sector from courses`,
    );
    const sectorOf = new Map(courseSector.map((r) => [r.id, r.sector]));
    for (const c of body.courses) expect(c.Group).toBe(sectorOf.get(c.Value));
  });

  it('gives options whose results stay inside their parent (taluka → its district)', async () => {
    const ctx = app();
    const { body } = await getJson<SearchFilters>(ctx, FILTERS);
    const taluka = body.talukas.find((t) => t.Text === 'Haveli');
    const district = body.districts.find((d) => d.Value === taluka?.Group);
    const region = body.regions.find((r) => r.Value === district?.Group);
    expect(district?.Text).toBe('Pune');
    const { rows } = await allPages<InstituteSearchRow>(ctx, '/api/Institute/Search', { TalukaID: taluka?.Value });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ District: district?.Text, Region: region?.Text });
  });

  it('names places, sectors and types in Marathi with lang=mr', async () => {
    const { body } = await getJson<SearchFilters>(app(), FILTERS, { lang: 'mr' });
    expect(body.districts.map((d) => d.Text)).toContain('पुणे');
    expect(body.talukas.map((t) => t.Text)).toContain('हवेली');
    expect(body.sectors.map((s) => s.Text)).toContain('कृषी');
    for (const list of [body.regions, body.districts, body.sectors, body.courseTypes, body.entryQualifications]) {
      for (const o of list) expect(o.Text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('refuses an unknown language with 400', async () => {
    const res = await getJson<{ errors: { field: string }[] }>(app(), FILTERS, { lang: 'xx' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.field).toBe('lang');
  });
});
