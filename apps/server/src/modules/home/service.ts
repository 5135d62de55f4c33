import type { HomeContent, Lang } from '@portal/shared';
import type { SchemePictogram } from '@portal/shared/basics';
import type { Db } from '../../db/client';
import { allContentBlocks, boardFigures } from './repo';

/** Labels of the statistics strip; the values are counted live (repo.ts). */
const FIGURE_LABELS: Record<keyof Awaited<ReturnType<typeof boardFigures>>, Text2> = {
  sectors: { en: 'Sectors', mr: 'क्षेत्रे' },
  institutes: { en: 'Affiliated Institutes', mr: 'संलग्न संस्था' },
  courses: { en: 'Courses', mr: 'अभ्यासक्रम' },
  candidates: { en: 'Registered Candidates', mr: 'नोंदणीकृत उमेदवार' },
};

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
  entrepreneurship: { name: Text2; description: Text2; url: string }[];
  schemes: { name: Text2; logoText: string; pictogram?: SchemePictogram; url: string }[];
};
/** The home page's blocks in one language. */
export async function homeContent(db: Db, lang: Lang): Promise<HomeContent> {
  const [rows, figures] = await Promise.all([allContentBlocks(db), boardFigures(db)]);
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
    schemes: block('schemes').map((s) => ({
      name: t(s.name),
      logoText: s.logoText,
      pictogram: s.pictogram ?? 'training',
      url: s.url,
    })),
    entrepreneurship: block('entrepreneurship').map((e) => ({
      title: t(e.name),
      description: t(e.description),
      url: e.url,
    })),
    statistics: Object.entries(figures).map(([key, value]) => ({
      key,
      value,
      label: t(FIGURE_LABELS[key as keyof typeof figures]),
    })),
  };
}
