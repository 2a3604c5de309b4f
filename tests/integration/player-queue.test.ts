// POST /player/queue: the player's buttons without JavaScript (app/components/player-command-form.tsx).
import { describe, expect, test } from "vitest";
import { getPlayerPlaylist, replacePlayerPlaylist } from "~/models/player-playlist.server";
import { action } from "~/routes/_player+/player.queue";
import { PLAYLIST_MAX_SONGS, SONG_ARTIST_MAX_LENGTH, SONG_TITLE_MAX_LENGTH } from "~/shared/constants";
import { callRoute, sessionCookieFor, signedInUser } from "./helpers";

const song = (n: number) => ({
  id: null,
  youtubeId: `queueSng${String(n).padStart(3, "0")}`,
  title: `노래 ${n}`,
  artist: "가수",
  thumbnailUrl: null,
  duration: 200,
});

const post = (cookie: string, form: Record<string, string>) => callRoute(action, "/player/queue", { form, cookie });

describe("/player/queue", () => {
  test("enqueue appends the songs not yet queued, in order, and goes back with a toast", async () => {
    const { user, cookie } = await signedInUser();
    await replacePlayerPlaylist(user.id, [song(1)]);
    const result = await post(cookie, {
      intent: "enqueue",
      songs: JSON.stringify([song(1), song(2), song(3)]),
      redirectTo: "/playlists/7?tab=songs",
    });
    expect(result).toHaveRedirect("/playlists/7?tab=songs", { status: 302 });
    await expect(result).toSendToast({ type: "success", key: "player:queue.addedMany", values: { count: 2 } });
    expect((await getPlayerPlaylist(user.id)).map((s) => s.youtubeId)).toEqual([
      song(1).youtubeId,
      song(2).youtubeId,
      song(3).youtubeId,
    ]);
  });

  test("the toast after an add carries an undo form that takes out exactly the songs it added", async () => {
    const { user, cookie } = await signedInUser();
    await replacePlayerPlaylist(user.id, [song(1)]);
    const added = await post(cookie, { intent: "enqueue", songs: JSON.stringify([song(1), song(2), song(3)]), redirectTo: "/search?q=x" });
    const ids = [song(2).youtubeId, song(3).youtubeId].join(",");
    await expect(added).toSendToast({
      key: "player:queue.addedMany",
      action: { key: "player:queue.undo", to: "/player/queue", fields: { intent: "undoAdd", youtubeIds: ids, redirectTo: "/search?q=x" } },
    });
    const undone = await post(cookie, { intent: "undoAdd", youtubeIds: ids, redirectTo: "/search?q=x" });
    expect(undone).toHaveRedirect("/search?q=x", { status: 302 });
    await expect(undone).toSendToast({ type: "info", key: "player:queue.undone", values: { count: 2 } });
    expect((await getPlayerPlaylist(user.id)).map((s) => s.youtubeId)).toEqual([song(1).youtubeId]);
  });

  test("a queued song says so, with no undo; play next without JavaScript adds at the end", async () => {
    const { user, cookie } = await signedInUser();
    await replacePlayerPlaylist(user.id, [song(1), song(2)]);
    const again = await post(cookie, { intent: "enqueue", songs: JSON.stringify([song(2)]), redirectTo: "/" });
    await expect(again).toSendToast({ type: "info", key: "player:queue.alreadyQueued" });
    await expect(again).not.toSendToast({ action: expect.anything() });
    const next = await post(cookie, { intent: "playNext", songs: JSON.stringify([song(3)]), redirectTo: "/" });
    await expect(next).toSendToast({ type: "success", key: "player:queue.addedOne", values: { count: 1 } });
    expect((await getPlayerPlaylist(user.id)).map((s) => s.youtubeId)).toEqual([1, 2, 3].map((n) => song(n).youtubeId));
  });

  test("an undo with a bad id is refused without a change", async () => {
    const { user, cookie } = await signedInUser();
    await replacePlayerPlaylist(user.id, [song(1)]);
    const result = await post(cookie, { intent: "undoAdd", youtubeIds: "bad", redirectTo: "/" });
    await expect(result).toSendToast({ type: "error", key: "player:queue.invalid" });
    expect(await getPlayerPlaylist(user.id)).toHaveLength(1);
  });

  test("replaceQueue replaces the whole queue", async () => {
    const { user, cookie } = await signedInUser();
    await replacePlayerPlaylist(user.id, [song(1), song(2)]);
    const result = await post(cookie, { intent: "replaceQueue", songs: JSON.stringify([song(3)]), redirectTo: "/" });
    await expect(result).toSendToast({ key: "player:queue.replaced", values: { count: 1 } });
    expect((await getPlayerPlaylist(user.id)).map((s) => s.youtubeId)).toEqual([song(3).youtubeId]);
  });

  test(`replaceQueue takes a whole queue of ${PLAYLIST_MAX_SONGS} songs with the longest titles (over the sign-in forms' body limit)`, async () => {
    const { user, cookie } = await signedInUser();
    const songs = Array.from({ length: PLAYLIST_MAX_SONGS }, (_, i) => ({
      ...song(i),
      title: `${i} ${"응".repeat(SONG_TITLE_MAX_LENGTH - 4)}`,
      artist: "원".repeat(SONG_ARTIST_MAX_LENGTH),
    }));
    const result = await post(cookie, { intent: "replaceQueue", songs: JSON.stringify(songs), redirectTo: "/" });
    await expect(result).toSendToast({ key: "player:queue.replaced", values: { count: PLAYLIST_MAX_SONGS } });
    expect(await getPlayerPlaylist(user.id)).toHaveLength(PLAYLIST_MAX_SONGS);
  });

  test(`a queue of ${PLAYLIST_MAX_SONGS} songs takes no more`, async () => {
    const { user, cookie } = await signedInUser();
    await replacePlayerPlaylist(user.id, Array.from({ length: PLAYLIST_MAX_SONGS }, (_, i) => song(i)));
    const result = await post(cookie, { intent: "playSong", songs: JSON.stringify([song(PLAYLIST_MAX_SONGS)]) });
    await expect(result).toSendToast({ type: "error", key: "player:add.full" });
    expect(await getPlayerPlaylist(user.id)).toHaveLength(PLAYLIST_MAX_SONGS);
  });

  test("bad songs, an unknown intent and an off-site redirect are refused without a change", async () => {
    const { user, cookie } = await signedInUser();
    for (const fields of [
      { intent: "enqueue", songs: "not json" },
      { intent: "enqueue", songs: JSON.stringify([{ ...song(1), youtubeId: "bad" }]) },
      { intent: "enqueue", songs: "[]" },
      { intent: "destroy", songs: JSON.stringify([song(1)]) },
    ]) {
      const result = await post(cookie, { ...fields, redirectTo: "//evil.example/x" });
      expect(result).toHaveRedirect("/", { status: 302 });
      await expect(result).toSendToast({ type: "error", key: "player:queue.invalid" });
    }
    expect(await getPlayerPlaylist(user.id)).toEqual([]);
  });

  test("a guest is told that its queue needs JavaScript; an anonymous visitor is asked to sign in and come back", async () => {
    const { cookie } = await sessionCookieFor(null);
    const result = await post(cookie, { intent: "enqueue", songs: JSON.stringify([song(1)]), redirectTo: "/search" });
    expect(result).toHaveRedirect("/search", { status: 302 });
    await expect(result).toSendToast({ key: "player:queue.guestNeedsScript" });
    const anonymous = await post("", { intent: "enqueue", songs: JSON.stringify([song(1)]), redirectTo: "/shared/playlist/abc" });
    expect(anonymous).toHaveRedirect(`/?redirectTo=${encodeURIComponent("/shared/playlist/abc")}`, { status: 302 });
  });
});
