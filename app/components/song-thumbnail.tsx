// The one thumbnail of the app (issue 25): a song's or a playlist's picture,
// sized by its container (the whole width of its box, 16:9), that never shows
// a broken image. The title's initial is always drawn underneath: with no
// picture the server renders only the initial; a picture that fails to load
// (a deleted video, no network) is hidden (`hidden`) and the initial shows.
// No state and no effect: it is on the first load of many pages (its own
// chunk), so the failure is handled on the element itself — by `onError`, and
// by the ref at hydration for a picture that failed before React listened.
import { youtubeThumbnailUrl } from "~/shared/youtube";

/** The letter the placeholder shows: the title's first letter or digit (any script), else ♪. */
export function titleInitial(title: string): string {
  const match = /[\p{L}\p{N}]/u.exec(title);
  return match ? match[0].toLocaleUpperCase() : "♪";
}

/** A picture that failed steps aside for the initial (a lazy one not yet fetched is not `complete`). */
function hideIfBroken(image: HTMLImageElement | null) {
  if (image && image.complete && !image.naturalWidth) image.hidden = true;
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
  return (
    <span className={`song-thumb${className ? ` ${className}` : ""}`}>
      <span className="song-thumb__initial" aria-hidden="true" data-testid="thumbnail-placeholder">
        {titleInitial(title)}
      </span>
      {src ? (
        <img
          // Another picture is another element: one that failed does not hide the next.
          key={src}
          ref={hideIfBroken}
          className="song-thumb__image"
          src={src}
          alt=""
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
          onError={(event) => hideIfBroken(event.currentTarget)}
        />
      ) : null}
    </span>
  );
}
