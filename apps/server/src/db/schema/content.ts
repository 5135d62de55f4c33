import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Board-editable content: menus, notices, home-page blocks and information pages. */

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0), // 0 = top level (spec)
    userTypeId: integer('user_type_id'), // null = the public (default) menu
    seq: integer('seq').notNull(),
    key: text('key').notNull(),
    labelEn: text('label_en').notNull(),
    labelMr: text('label_mr').notNull(),
    link: text('link').notNull(),
    cssClass: text('css_class'),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [index('menu_items_user_type_idx').on(t.userTypeId, t.seq)],
);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id').notNull().default(1),
    categoryId: integer('category_id').notNull(),
    titleEn: text('title_en').notNull(),
    titleMr: text('title_mr').notNull(),
    /** Sanitised on write; sanitised again when served. */
    htmlEn: text('html_en').notNull(),
    htmlMr: text('html_mr').notNull(),
    fileUrl: text('file_url'),
    isNew: boolean('is_new').notNull().default(false),
    /** 'New!' is shown up to and including this day in India (the console sets it); null: while `isNew`. */
    newUntil: date('new_until'),
    isActive: boolean('is_active').notNull().default(true),
    publishedOn: date('published_on').notNull(),
    /** Shown from this instant (a notice scheduled in the console); null: since `publishedOn`. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    isDemo: boolean('is_demo').notNull().default(false),
  },
  (t) => [
    index('notices_category_idx').on(t.regionId, t.categoryId, t.publishedOn),
    // a demo notice once (the seed's natural key); the board's own notices may repeat a title
    uniqueIndex('notices_demo_title_idx').on(t.titleEn).where(sql`${t.isDemo}`),
  ],
);

/** Home-page blocks (dignitaries, ticker, videos, ...) as bilingual JSON, one row per block. */
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Information pages (About Board, Vision, ...): structured blocks per language. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleMr: text('title_mr').notNull(),
  bodyEn: jsonb('body_en').notNull(),
  bodyMr: jsonb('body_mr').notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
