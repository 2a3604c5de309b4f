// The forms of /playlists/{id}/edit around its songs: the playlist's details
// (EditDetails) and, below the songs, adding a song by a YouTube link or from
// the catalogue, and deleting the playlist (EditAdditions). Loaded after
// the page (__deferred-edit-additions.tsx, decision 077's pattern): the server
// renders it in full, so its forms post without JavaScript; the browser's
// first load carries none of it. It reaches react-dom through
// @remix-run/react (its Form), as every lazily loaded module must: one that
// used React without react-dom would make esbuild split React out of the
// pages' shared chunk (+0.6 KB gzip on every page).
import { Form, useActionData } from "@remix-run/react";
import type { SerializeFrom } from "@remix-run/node";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { ErrorList } from "~/components/forms";
import { SongThumbnail } from "~/components/song-thumbnail";
import { SEARCH_QUERY_MAX_LENGTH } from "~/shared/constants";
import { repliedForm } from "~/shared/form-reply";
import { PlaylistFieldInputs } from "./__playlist-fields";
import type { loadEditPage, runEditAction } from "./__edit.server";

type EditPage = SerializeFrom<typeof loadEditPage>;

export interface EditDetailsProps {
  playlist: Pick<EditPage["playlist"], "name" | "description" | "isPublic" | "tags" | "updatedAt">;
  /** The alert beside a form whose post with JavaScript got no answer (the page's). */
  failureBeside: (...intents: string[]) => ReactNode;
}

/** The playlist's name, description, visibility and tags. */
export function EditDetails({ playlist, failureBeside }: EditDetailsProps) {
  const actionData = useActionData<typeof runEditAction>();
  const { t } = useTranslation("playlists");
  const details = repliedForm(actionData, "details");
  const hidden = (intent: string) => <input type="hidden" name="intent" value={intent} />;
  return (
    <section className="panel stack" aria-labelledby="details-heading">
      <h2 id="details-heading">{t("edit.detailsHeading")}</h2>
      {failureBeside("details")}
      <Form method="post" className="stack" key={details ? "refused" : playlist.updatedAt}>
        {hidden("details")}
        <PlaylistFieldInputs
          idPrefix="edit"
          values={{
            name: playlist.name,
            description: playlist.description,
            isPublic: playlist.isPublic,
            tags: playlist.tags.join(", "),
          }}
          replied={details}
        />
        <p>
          <button type="submit" className="button button--primary">
            {t("edit.save")}
          </button>
        </p>
      </Form>
    </section>
  );
}

export interface EditAdditionsProps {
  query: EditPage["query"];
  catalogue: EditPage["catalogue"];
  /** The playlist's songs (their ids): the catalogue says which are in it already. */
  songIds: number[];
  songCount: number;
  /** The playlist has its most songs. */
  full: boolean;
  /** The alert beside a form whose post with JavaScript got no answer (the page's). */
  failureBeside: (...intents: string[]) => ReactNode;
}

export function EditAdditions({ query, catalogue, songIds, songCount, full, failureBeside }: EditAdditionsProps) {
  const actionData = useActionData<typeof runEditAction>();
  const { t } = useTranslation("playlists");
  const link = repliedForm(actionData, "addLink");
  // YouTube could not describe the video: its title and artist are asked for (and kept while refused).
  const askDetails = Boolean(link && (link.errors("title") || link.errors("artist") || link.value("title")));
  const deletion = repliedForm(actionData, "delete");
  const inPlaylist = new Set(songIds);
  const hidden = (intent: string) => <input type="hidden" name="intent" value={intent} />;
  const confirmDelete = (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(t("edit.confirmDelete"))) event.preventDefault();
  };

  return (
    <>
      <section className="panel stack" aria-labelledby="link-heading">
        <h2 id="link-heading">{t("edit.addLinkHeading")}</h2>
        {failureBeside("addLink")}
        <Form method="post" className="stack" key={link ? "refused" : `songs-${songCount}`}>
          {hidden("addLink")}
          <div className="field">
            <label htmlFor="add-url">{t("fields.url")}</label>
            <input
              id="add-url"
              name="url"
              type="text"
              inputMode="url"
              required
              disabled={full}
              defaultValue={link?.value("url") ?? ""}
              aria-invalid={link?.errors("url") ? true : undefined}
              aria-describedby={["add-url-hint", link?.errors("url") ? "add-url-error" : null].filter(Boolean).join(" ")}
            />
            <p id="add-url-hint" className="field__hint">
              {t("fields.urlHint")}
            </p>
            <ErrorList id="add-url-error" errors={link?.errors("url")} />
          </div>
          {askDetails ? (
            <>
              <div className="field">
                <label htmlFor="add-title">{t("fields.songTitle")}</label>
                <input
                  id="add-title"
                  name="title"
                  type="text"
                  required
                  autoFocus
                  defaultValue={link?.value("title") ?? ""}
                  aria-invalid={link?.errors("title") ? true : undefined}
                  aria-describedby="add-title-error"
                />
                <ErrorList id="add-title-error" errors={link?.errors("title")} />
              </div>
              <div className="field">
                <label htmlFor="add-artist">{t("fields.songArtist")}</label>
                <input
                  id="add-artist"
                  name="artist"
                  type="text"
                  defaultValue={link?.value("artist") ?? ""}
                  aria-invalid={link?.errors("artist") ? true : undefined}
                  aria-describedby={link?.errors("artist") ? "add-artist-error" : undefined}
                />
                <ErrorList id="add-artist-error" errors={link?.errors("artist")} />
              </div>
            </>
          ) : null}
          <p>
            <button type="submit" className="button" disabled={full}>
              {t("edit.addLink")}
            </button>
          </p>
        </Form>
      </section>

      <section className="panel stack" aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading">{t("edit.catalogueHeading")}</h2>
        <Form method="get" role="search" className="stack">
          <div className="field">
            <label htmlFor="catalogue-q">{t("edit.catalogueLabel")}</label>
            <input id="catalogue-q" name="q" type="search" defaultValue={query} maxLength={SEARCH_QUERY_MAX_LENGTH} />
          </div>
          <p>
            <button type="submit" className="button button--small">
              {t("edit.catalogueSubmit")}
            </button>
          </p>
        </Form>
        {failureBeside("addSong")}
        {catalogue && catalogue.length === 0 ? <p className="muted">{t("edit.catalogueEmpty", { query })}</p> : null}
        {catalogue && catalogue.length > 0 ? (
          <ul className="track-list">
            {catalogue.map((song) => (
              <li key={song.id} className="track">
                <span className="track__number" aria-hidden="true">
                  +
                </span>
                <SongThumbnail className="track__thumbnail" youtubeId={song.youtubeId} thumbnailUrl={song.thumbnailUrl} title={song.title} />
                <div className="track__text">
                  <p className="track__title"><bdi>{song.title}</bdi></p>
                  <p className="muted small"><bdi>{song.artist}</bdi></p>
                </div>
                <div className="track__buttons">
                  {inPlaylist.has(song.id) ? (
                    <span className="badge">{t("edit.inPlaylist")}</span>
                  ) : (
                    <Form method="post" preventScrollReset>
                      {hidden("addSong")}
                      <input type="hidden" name="songId" value={song.id} />
                      <button type="submit" className="button button--small" disabled={full} aria-label={t("edit.addSongLabel", { title: song.title })}>
                        {t("edit.addSong")}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="panel stack" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("edit.deleteHeading")}</h2>
        <p>{t("edit.deleteBody")}</p>
        {failureBeside("delete")}
        <Form method="post" className="stack" onSubmit={confirmDelete}>
          {hidden("delete")}
          <div className="field field--checkbox">
            <div className="field__row">
              <input
                id="delete-confirm"
                name="confirm"
                type="checkbox"
                required
                aria-invalid={deletion ? true : undefined}
                aria-describedby={deletion ? "delete-confirm-error" : undefined}
              />
              <label htmlFor="delete-confirm">{t("edit.deleteConfirm")}</label>
            </div>
            <ErrorList id="delete-confirm-error" errors={deletion?.errors("confirm")} />
          </div>
          <p>
            <button type="submit" className="button button--ghost">
              {t("edit.delete")}
            </button>
          </p>
        </Form>
      </section>
    </>
  );
}
