// The one thumbnail of the app (issue 25): a song's or a playlist's picture,
// sized by its container (the whole width of its box, 16:9), that never shows
// a broken image. The title's initial is always drawn underneath: with no
// picture the server renders only the initial; a picture that fails to load
// (a deleted video, no network) is hidden and the initial shows (without
// JavaScript the failed picture, with its empty alt, draws nothing over it).
// No state, little code: home cards, lists and the player all use it, on many
// pages' first load (the box's size and aspect come from CSS).
import { youtubeThumbnailUrl } from "~/shared/youtube";

/** The letter the placeholder shows: the title's first letter or digit (any script), else ♪. */
export function titleInitial(title: string): string {
  const match = /[\p{L}\p{N}]/u.exec(title);
  return match ? match[0].toLocaleUpperCase() : "♪";
}

/** A picture that failed (before hydration too, when React was not yet listening) steps aside for the initial. */
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
          // A new picture is a new element: one that failed before does not hide the next.
          key={src}
          ref={hideIfBroken}
          className="song-thumb__image"
          src={src}
          alt=""
          loading="lazy"
          onError={(event) => hideIfBroken(event.currentTarget)}
        />
      ) : null}
    </span>
  );
}
