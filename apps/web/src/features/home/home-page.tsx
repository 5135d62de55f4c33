import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { useLang } from '../../lib/use-lang';
import { useHomeContent } from './api';
import { AnnouncementsTicker } from './components/announcements-ticker';
import { Banner } from './components/banner';
import { Dignitaries } from './components/dignitaries';
import { Entrepreneurship } from './components/entrepreneurship';
import { HigherEducation } from './components/higher-education';
import { ImportantNotices } from './components/important-notices';
import { NoticeAccordion } from './components/notice-accordion';
import { RelatedVideos } from './components/related-videos';
import { SchemesCarousel } from './components/schemes-carousel';
import { StatisticsStrip } from './components/statistics-strip';
import './home-page.css';
import './catalogs';

/**
 * The landing page (spec part 1 §2). The sign-in card comes from the accounts feature through
 * `signInCard`; it sits beside the banner. Notices load on their own, so a slow or failed home
 * content call never hides them (and the other way round).
 */
export default function HomePage({ signInCard }: { signInCard?: ReactNode }) {
  usePageTitle(undefined);
  const { data: content } = useHomeContent(useLang());

  return (
    <div className="home">
      {content && <AnnouncementsTicker items={content.ticker} />}
      <div className="container">
        <div className="home__top">
          <Banner />
          <div className="home__sign-in">{signInCard}</div>
        </div>
        {content && <Dignitaries items={content.dignitaries} />}
        <div className="home__notices">
          <NoticeAccordion />
          <ImportantNotices />
        </div>
        {content && <RelatedVideos videos={content.videos} />}
      </div>
      {content && <StatisticsStrip items={content.statistics} />}
      {content && (
        <div className="container">
          <div className="home__links">
            <HigherEducation items={content.higherEducation} />
            <Entrepreneurship items={content.entrepreneurship} />
          </div>
          <SchemesCarousel schemes={content.schemes} />
        </div>
      )}
    </div>
  );
}
