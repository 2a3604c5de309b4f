// A song's thumbnail that never shows a broken image: when the picture fails
// to load (a deleted video, no network), a drawn placeholder with the title's
// first letter takes its place. Light: home cards and the player both use it.
import { useEffect, useRef, useState } from "react";
import { youtubeThumbnailUrl } from "~/shared/youtube";

/** The letter the placeholder shows: the title's first letter or digit (any script), else ♪. */
export function titleInitial(title: string): string {
  const match = /[\p{L}\p{N}]/u.exec(title);
  return match ? match[0].toLocaleUpperCase() : "♪";
}

export function SongThumbnail({
  youtubeId,
  thumbnailUrl,
  title,
  className,
  width = 64,
  height = 36,
}: {
  youtubeId: string;
  thumbnailUrl?: string | null;
  title: string;
  className?: string;
  width?: number;
  height?: number;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const src = thumbnailUrl ?? youtubeThumbnailUrl(youtubeId);
  // A new picture gets its chance; one that failed before hydration fired its error before React listened.
  useEffect(() => {
    const image = ref.current;
    setFailed(Boolean(image && image.complete && image.naturalWidth === 0));
  }, [src]);
  if (failed) {
    return (
      <span
        className={`song-thumb song-thumb--placeholder ${className ?? ""}`}
        style={{ width, height }}
        data-testid="thumbnail-placeholder"
        aria-hidden="true"
      >
        {titleInitial(title)}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      className={`song-thumb ${className ?? ""}`}
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
