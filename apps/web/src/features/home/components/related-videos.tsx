import type { HomeContent } from '@portal/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n';
import './related-videos.css';

const VideoPlayer = lazy(() => import('./video-player'));

type Video = HomeContent['videos'][number];

/** A thumbnail button; the embedded player (and the other site's scripts) load only on click. */
function VideoItem({ video }: { video: Video }) {
  const { t } = useTranslation('home');
  const [isPlaying, setPlaying] = useState(false);
  let frame: ReactNode;
  if (video.isRemoved) {
    frame = <p className="video__removed">{t('videos.removed')}</p>;
  } else if (isPlaying) {
    frame = (
      <Suspense fallback={<p className="video__removed">{t('common:loading')}</p>}>
        <VideoPlayer src={video.videoUrl} title={video.title} />
      </Suspense>
    );
  } else {
    frame = (
      <button type="button" className="video__thumbnail" onClick={() => setPlaying(true)}>
        <img src={video.thumbnail} alt="" width="320" height="180" loading="lazy" decoding="async" />
        <span className="video__play" aria-hidden="true">
          ▶
        </span>
        <span className="visually-hidden">{t('videos.play', { title: video.title })}</span>
      </button>
    );
  }
  return (
    <li className="video">
      <div className="video__frame">{frame}</div>
      <p className="video__title">{video.title}</p>
    </li>
  );
}

/** Related Videos: three videos, one of them removed by the video site (spec §2). */
export function RelatedVideos({ videos }: { videos: Video[] }) {
  const { t } = useTranslation('home');
  return (
    <section className="related-videos" aria-labelledby="videos-title">
      <h2 id="videos-title">{t('videos.title')}</h2>
      <ul className="related-videos__list">
        {videos.map((video) => (
          <VideoItem key={video.id} video={video} />
        ))}
      </ul>
    </section>
  );
}
