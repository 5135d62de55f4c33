import type { HomeContent, Lang } from '@portal/shared';
import type { Db } from '../../db/client';
import { contentBlocks } from '../../db/schema';

/** Bilingual text as stored in content blocks. */
export type Text2 = { en: string; mr: string };
export type HomeBlocks = {
  ticker: Text2[];
  dignitaries: { role: Text2; title: Text2; initials: string }[];
  videos: {
    id: string;
    title: Text2;
    platform: string;
    videoUrl: string;
    thumbnail: string;
    isRemoved: boolean;
  }[];
  higherEducation: { title: Text2; description: Text2; url: string; circularUrl: string }[];
  statistics: { key: string; value: number; label: Text2 }[];
  entrepreneurship: { name: Text2; description: Text2; url: string }[];
  schemes: { name: Text2; logoText: string; url: string }[];
};
/** The home page's blocks in one language. */
export async function homeContent(db: Db, lang: Lang): Promise<HomeContent> {
  const rows = await db.select().from(contentBlocks);
  const block = <K extends keyof HomeBlocks>(key: K): HomeBlocks[K] =>
    (rows.find((r) => r.key === key)?.data ?? []) as HomeBlocks[K];
  const t = (text: Text2) => text[lang];
  return {
    ticker: block('ticker').map(t),
    dignitaries: block('dignitaries').map((d) => ({
      name: t(d.role),
      title: t(d.title),
      initials: d.initials,
    })),
    videos: block('videos').map((v) => ({ ...v, title: t(v.title) })),
    higherEducation: block('higherEducation').map((h) => ({
      title: t(h.title),
      description: t(h.description),
      url: h.url,
      circularUrl: h.circularUrl,
    })),
    schemes: block('schemes').map((s) => ({ name: t(s.name), logoText: s.logoText, url: s.url })),
    entrepreneurship: block('entrepreneurship').map((e) => ({
      title: t(e.name),
      description: t(e.description),
      url: e.url,
    })),
    statistics: block('statistics').map((s) => ({ key: s.key, value: s.value, label: t(s.label) })),
  };
}
