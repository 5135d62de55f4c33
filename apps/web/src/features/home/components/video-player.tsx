import { useEffect, useRef } from 'react';

/**
 * The embedded player, loaded on demand. Focus moves into it because the button that was clicked is
 * gone; Chromium drops that focus to the page when the player's own site replaces the frame as it
 * loads, so it is given back then unless the visitor has moved on.
 */
export default function VideoPlayer({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => frame.current?.focus(), []);
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  return (
    <iframe
      ref={frame}
      onLoad={() => {
        if (document.activeElement === document.body) frame.current?.focus();
      }}
      className="video__player"
      src={url.toString()}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
