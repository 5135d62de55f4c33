import { addDays } from '@portal/shared/basics';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sanitizeNoticeHtml } from '../../platform/html';
import type { Db } from '../client';
import * as t from '../schema';
import * as home from './demo/home-content';
import { pages } from './demo/pages';
import { policyPages } from './demo/policy-pages';
import { insertMissing, isEmpty } from './rows';

type MenuNode = home.MenuNode;

/** Flattens a bilingual menu tree into rows with stable ids (spec: ParentMenuID 0 = top level). */
function menuRows(nodes: MenuNode[], userTypeId: number | null, firstId: number) {
  const rows: (typeof t.menuItems.$inferInsert)[] = [];
  let next = firstId;
  const walk = (list: MenuNode[], parentId: number) => {
    list.forEach((node, seq) => {
      const id = next++;
      rows.push({
        id,
        parentId,
        userTypeId,
        seq,
        key: node.key,
        labelEn: node.label.en,
        labelMr: node.label.mr,
        link: node.link,
        cssClass: node.className ?? null,
        isDemo: true,
      });
      if (node.children) walk(node.children, id);
    });
  };
  walk(nodes, 0);
  return rows;
}

/**
 * How long a demo notice marked new shows 'New!' after its publishing day: as the console does, the
 * mark ends on a day (`new_until`, decision 058), so notices of months ago are not 'New!' (issue 23 item 13).
 */
export const DEMO_NOTICE_NEW_DAYS = 14;

/** Demo content (marked is_demo; board staff replace it): menus, notices, home blocks, pages. */
export async function seedContent(db: Db) {
  if (await isEmpty(db, t.menuItems)) {
    const rows = menuRows(home.menus.public, null, 1);
    for (const [userType, nodes] of Object.entries(home.menus.byUserType)) {
      rows.push(...menuRows(nodes, Number(userType), Number(userType) * 1000));
    }
    await insertMissing(db, t.menuItems, rows);
  }
  if (await isEmpty(db, t.notices)) {
    await insertMissing(
      db,
      t.notices,
      home.notices.map((n) => ({
        categoryId: n.categoryId,
        titleEn: n.title.en,
        titleMr: n.title.mr,
        htmlEn: sanitizeNoticeHtml(n.html.en),
        htmlMr: sanitizeNoticeHtml(n.html.mr),
        fileUrl: n.fileUrl,
        isNew: n.isNew,
        newUntil: n.isNew ? addDays(n.publishedOn, DEMO_NOTICE_NEW_DAYS) : null,
        publishedOn: n.publishedOn,
        isDemo: true,
      })),
    );
  }
  // Demo notices seeded before the mark had an end: it ends the same way.
  await db
    .update(t.notices)
    .set({ newUntil: sql`${t.notices.publishedOn} + ${DEMO_NOTICE_NEW_DAYS}::int` })
    .where(and(eq(t.notices.isDemo, true), eq(t.notices.isNew, true), isNull(t.notices.newUntil)));
  const blocks = {
    ticker: home.ticker,
    dignitaries: home.dignitaries,
    videos: home.videos,
    higherEducation: home.higherEducation,
    entrepreneurship: home.entrepreneurship,
    schemes: home.schemes,
  };
  await insertMissing(
    db,
    t.contentBlocks,
    Object.entries(blocks).map(([key, data]) => ({ key, data, isDemo: true })),
  );
  await insertMissing(
    db,
    t.pages,
    [...pages, ...policyPages].map((p) => ({
      slug: p.slug,
      titleEn: p.title.en,
      titleMr: p.title.mr,
      bodyEn: p.body.en,
      bodyMr: p.body.mr,
      isDemo: true,
    })),
  );
  // A demo page follows the seed until the board saves it (issue 23 item 13: the About page's figures).
  for (const p of [...pages, ...policyPages]) {
    await db
      .update(t.pages)
      .set({ titleEn: p.title.en, titleMr: p.title.mr, bodyEn: p.body.en, bodyMr: p.body.mr, updatedAt: sql`now()` })
      .where(
        and(
          eq(t.pages.slug, p.slug),
          eq(t.pages.isDemo, true),
          sql`(${t.pages.bodyEn} is distinct from ${JSON.stringify(p.body.en)}::jsonb or ${t.pages.bodyMr} is distinct from ${JSON.stringify(p.body.mr)}::jsonb)`,
        ),
      );
  }
}
