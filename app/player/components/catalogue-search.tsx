// Adding from the local song catalogue: a search box over the songs table
// (GET /api/song?q), offering recent plays or popular songs before anything is typed.
import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { CATALOGUE_SEARCH_DEBOUNCE_MS } from "~/shared/constants";
import type { QueueSong } from "~/shared/song";
import { fetchSuggestions, searchCatalogue } from "../sync/player-api";
import type { AddSongProps } from "./add-song-form";
import { Icon } from "./icons";
import { SongSummary } from "./song-summary";

type Results =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "recent" | "popular"; songs: QueueSong[] }
  | { kind: "search"; query: string; songs: QueueSong[] };

export function CatalogueSearch({ guest, disabled, isInPlaylist, onAdd }: AddSongProps) {
  const { t } = useTranslation("player");
  const id = useId();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Results>({ kind: "loading" });
  const [full, setFull] = useState(false);

  useEffect(() => {
    const text = query.trim();
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const request = text
          ? searchCatalogue(text, guest, controller.signal).then((songs) => ({
              kind: "search" as const,
              query: text,
              songs,
            }))
          : fetchSuggestions(guest);
        request.then(
          (found) => {
            if (!controller.signal.aborted) setResults(found);
          },
          () => {
            if (!controller.signal.aborted) setResults({ kind: "failed" });
          },
        );
      },
      text ? CATALOGUE_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, guest]);

  const headingId = `${id}-results`;
  let heading: string | null = null;
  if (results.kind === "recent" || results.kind === "popular") heading = t(`catalogue.${results.kind}`);
  else if (results.kind === "search") {
    heading = t(results.songs.length > 0 ? "catalogue.results" : "catalogue.noResults", { query: results.query });
  }

  return (
    <section className="player-catalogue stack-sm" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="player-section-title">
        {t("catalogue.heading")}
      </h3>
      <div className="field">
        <label htmlFor={`${id}-query`}>{t("catalogue.search")}</label>
        <input
          id={`${id}-query`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setFull(false);
          }}
          aria-controls={headingId}
          disabled={disabled}
        />
      </div>
      <p id={headingId} className="player-catalogue__status" role="status">
        {full ? t("add.full") : results.kind === "failed" ? t("catalogue.failed") : heading}
      </p>
      {"songs" in results && results.songs.length > 0 ? (
        <ul className="player-catalogue__list" aria-labelledby={headingId}>
          {results.songs.map((song) => {
            const added = isInPlaylist(song.youtubeId);
            return (
              <li key={song.youtubeId} className="player-song">
                <SongSummary song={song} />
                <button
                  type="button"
                  className="player-icon-button"
                  aria-label={t("catalogue.add", { title: song.title })}
                  title={added ? t("catalogue.inPlaylist") : undefined}
                  disabled={disabled || added}
                  onClick={() => {
                    const outcome = onAdd(song);
                    setFull(!outcome.added && outcome.reason === "full");
                  }}
                >
                  <Icon name={added ? "added" : "add"} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
