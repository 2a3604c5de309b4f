// Adding a video by its YouTube link (every common form) or bare id. Title,
// channel and thumbnail come from YouTube's oEmbed through our server; when
// that fails the user types the title and artist (spec §5 messages).
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "~/i18n/react";
import * as z from "zod";
import { ManualSongDetailsSchema } from "~/schemas/song";
import { youtubeThumbnailUrl } from "~/shared/youtube";
import { parseYouTubeVideoId } from "~/shared/youtube-url";
import type { AddOutcome } from "../model/playlist";
import type { QueueSong } from "~/shared/song";
import { lookUpVideo } from "../sync/player-api";

type Feedback = { tone: "error" | "info" | "success"; key: string; values?: Record<string, string> } | null;

/** What the two ways of adding a song (a link, the catalogue) get from the panel. */
export interface AddSongProps {
  guest: boolean;
  disabled: boolean;
  isInPlaylist: (youtubeId: string) => boolean;
  onAdd: (song: QueueSong) => AddOutcome;
}

export function AddSongForm({ guest, disabled, isInPlaylist, onAdd }: AddSongProps) {
  const { t } = useTranslation("player");
  const id = useId();
  const [link, setLink] = useState("");
  const [title, setTitle] = useState("");
  const [artist, setArtist] = useState("");
  /** The video whose title and artist the user is asked for. */
  const [manualFor, setManualFor] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [fieldErrors, setFieldErrors] = useState<{ link?: string; title?: string; artist?: string }>({});
  const linkRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  function finish(outcome: AddOutcome, song: QueueSong) {
    if (!outcome.added) {
      setFeedback({ tone: "error", key: outcome.reason === "duplicate" ? "add.duplicate" : "add.full" });
      return;
    }
    setFeedback({ tone: "success", key: "add.added", values: { title: song.title } });
    setLink("");
    setTitle("");
    setArtist("");
    setManualFor(null);
    setFieldErrors({});
    linkRef.current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const videoId = parseYouTubeVideoId(link);
    if (!videoId) {
      setFieldErrors({ link: "add.invalidUrl" });
      setFeedback(null);
      linkRef.current?.focus();
      return;
    }
    setFieldErrors({});
    if (isInPlaylist(videoId)) {
      setFeedback({ tone: "error", key: "add.duplicate" });
      return;
    }

    if (manualFor === videoId) {
      const details = ManualSongDetailsSchema.safeParse({ title, artist });
      if (!details.success) {
        const errors = z.flattenError(details.error).fieldErrors;
        setFieldErrors({ title: errors.title?.[0], artist: errors.artist?.[0] });
        titleRef.current?.focus();
        return;
      }
      const song: QueueSong = {
        id: null,
        youtubeId: videoId,
        ...details.data,
        thumbnailUrl: youtubeThumbnailUrl(videoId),
        duration: 0,
      };
      finish(onAdd(song), song);
      return;
    }

    setPending(true);
    setFeedback({ tone: "info", key: "add.lookingUp" });
    const found = await lookUpVideo(videoId, guest);
    setPending(false);
    if (found.status === "found") {
      const { title: foundTitle, artist: foundArtist, thumbnailUrl } = found.details;
      const song: QueueSong = {
        id: null,
        youtubeId: videoId,
        title: foundTitle,
        artist: foundArtist,
        thumbnailUrl,
        duration: 0,
      };
      finish(onAdd(song), song);
      return;
    }
    setManualFor(videoId);
    setFeedback({ tone: "error", key: found.status === "not-found" ? "add.videoNotFound" : "add.detailsUnavailable" });
  }

  // The title and artist fields appear: the title is next to fill in.
  useEffect(() => {
    if (manualFor) titleRef.current?.focus();
  }, [manualFor]);

  const manual = manualFor !== null && parseYouTubeVideoId(link) === manualFor;
  const feedbackId = `${id}-feedback`;
  /** "Title" and "Artist", asked for when YouTube did not tell us. */
  const manualField = (
    field: "title" | "artist",
    value: string,
    setValue: (value: string) => void,
    ref?: RefObject<HTMLInputElement>,
  ) => {
    const error = fieldErrors[field];
    return (
      <div className="field">
        <label htmlFor={`${id}-${field}`}>{t(`add.${field}`)}</label>
        <input
          ref={ref}
          id={`${id}-${field}`}
          name={field}
          type="text"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-${field}-error`} className="field__error">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form
      className="player-add stack-sm"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={feedback ? feedbackId : undefined}
    >
      <div className="field">
        <label htmlFor={`${id}-link`}>{t("add.link")}</label>
        <input
          ref={linkRef}
          id={`${id}-link`}
          name="link"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={link}
          onChange={(event) => setLink(event.target.value)}
          aria-invalid={fieldErrors.link ? true : undefined}
          aria-describedby={fieldErrors.link ? `${id}-link-error` : `${id}-link-hint`}
          disabled={disabled}
        />
        {fieldErrors.link ? (
          <p id={`${id}-link-error`} className="field__error">
            {t(fieldErrors.link)}
          </p>
        ) : (
          <p id={`${id}-link-hint`} className="field__hint">
            {t("add.linkHint")}
          </p>
        )}
      </div>
      {manual ? (
        <>
          {manualField("title", title, setTitle, titleRef)}
          {manualField("artist", artist, setArtist)}
        </>
      ) : null}
      <button type="submit" className="button button--primary" disabled={disabled} aria-disabled={pending || undefined}>
        {t("add.submit")}
      </button>
      <p
        id={feedbackId}
        className={feedback ? `player-feedback player-feedback--${feedback.tone}` : "player-feedback"}
        role="status"
      >
        {feedback ? t(feedback.key, feedback.values) : null}
      </p>
    </form>
  );
}
