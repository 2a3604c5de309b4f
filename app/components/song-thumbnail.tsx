// The one thumbnail of the app (issue 25): a song's or a playlist's picture,
// sized by its container (the whole width of its box, 16:9), that never shows
// a broken image. The title's initial is always drawn underneath: with no
// picture the server renders only the initial; a picture that fails to load
// (a deleted video, no network) is removed and the initial shows. Light: home
// cards, lists and the player all use it.
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
}: {
  /** A song's video: its YouTube picture when no other is given. */
  youtubeId?: string | null;
  /** The picture; `null` with no `youtubeId` means there is none. */
  thumbnailUrl?: string | null;
  title: string;
  className?: string;
  /** @deprecated The box is sized by its container (CSS); ignored. */
  width?: number;
  /** @deprecated The box is sized by its container (CSS); ignored. */
  height?: number;
}) {
  const src = thumbnailUrl || (youtubeId ? youtubeThumbnailUrl(youtubeId) : null);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // A new picture gets its chance; one that failed before hydration fired its error before React listened.
  useEffect(() => {
    const image = ref.current;
    setFailed(Boolean(image && image.complete && image.naturalWidth === 0));
  }, [src]);
  const showImage = src !== null && !failed;
  return (
    <span className={`song-thumb${className ? ` ${className}` : ""}`} data-fallback={showImage ? undefined : ""}>
      <span className="song-thumb__initial" aria-hidden="true" data-testid={showImage ? undefined : "thumbnail-placeholder"}>
        {titleInitial(title)}
      </span>
      {showImage ? (
        <img
          ref={ref}
          className="song-thumb__image"
          src={src}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : null}
    </span>
  );
}
