-- Search of community playlists and their tags on /search (issue 11, decision 083), as in the
-- SQLite migration 20261125130000_playlist_search. By hand: COLLATE "C" on the keys and tags
-- (searched by ranges of code points, like SongSearchKey.key), and the triggers at the end.

-- DropIndex
DROP INDEX "CommunityPlaylist_isPublic_hiddenAt_playCount_id_songCount_idx";

-- AlterTable
ALTER TABLE "CommunityPlaylist" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "CommunityPlaylistTagCount" (
    "tag" TEXT COLLATE "C" NOT NULL,
    "playlists" INTEGER NOT NULL,

    CONSTRAINT "CommunityPlaylistTagCount_pkey" PRIMARY KEY ("tag")
);

-- CreateTable
CREATE TABLE "PlaylistSearchKey" (
    "key" TEXT COLLATE "C" NOT NULL,
    "playlistId" INTEGER NOT NULL,

    CONSTRAINT "PlaylistSearchKey_pkey" PRIMARY KEY ("key","playlistId")
);

-- CreateIndex
CREATE INDEX "CommunityPlaylistTagCount_playlists_tag_idx" ON "CommunityPlaylistTagCount"("playlists" DESC, "tag");

-- CreateIndex
CREATE INDEX "PlaylistSearchKey_playlistId_idx" ON "PlaylistSearchKey"("playlistId");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_playCount_id_songCount__idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "playCount", "id", "songCount", "searchText");

-- AddForeignKey
ALTER TABLE "PlaylistSearchKey" ADD CONSTRAINT "PlaylistSearchKey_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- How many listed playlists (public, not hidden) carry each tag, kept by triggers in the same
-- transaction as every write (added by hand; same trigger names as in SQLite, PL/pgSQL row
-- triggers). A deleted playlist's tags are uncounted before the row goes (BEFORE DELETE); the
-- cascade that then deletes them no longer sees the playlist and counts nothing again.
CREATE FUNCTION "playlist_tag_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "CommunityPlaylist" p WHERE p."id" = NEW."playlistId" AND p."isPublic" AND p."hiddenAt" IS NULL) THEN
    INSERT INTO "CommunityPlaylistTagCount" ("tag", "playlists") VALUES (NEW."tag", 1)
      ON CONFLICT ("tag") DO UPDATE SET "playlists" = "CommunityPlaylistTagCount"."playlists" + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "playlist_tag_uncounted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "CommunityPlaylist" p WHERE p."id" = OLD."playlistId" AND p."isPublic" AND p."hiddenAt" IS NULL) THEN
    UPDATE "CommunityPlaylistTagCount" SET "playlists" = "playlists" - 1 WHERE "tag" = OLD."tag";
    DELETE FROM "CommunityPlaylistTagCount" WHERE "tag" = OLD."tag" AND "playlists" <= 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION "playlist_tags_listed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "CommunityPlaylistTagCount" ("tag", "playlists")
    SELECT "tag", 1 FROM "CommunityPlaylistTag" WHERE "playlistId" = NEW."id"
    ON CONFLICT ("tag") DO UPDATE SET "playlists" = "CommunityPlaylistTagCount"."playlists" + 1;
  RETURN NULL;
END $$;

-- After an update (NEW) or before a delete (OLD, which the delete needs back).
CREATE FUNCTION "playlist_tags_unlisted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CommunityPlaylistTagCount" SET "playlists" = "playlists" - 1
    WHERE "tag" IN (SELECT "tag" FROM "CommunityPlaylistTag" WHERE "playlistId" = OLD."id");
  DELETE FROM "CommunityPlaylistTagCount" WHERE "playlists" <= 0;
  RETURN OLD;
END $$;

CREATE TRIGGER "CommunityPlaylistTag_count_insert" AFTER INSERT ON "CommunityPlaylistTag" FOR EACH ROW
  EXECUTE FUNCTION "playlist_tag_counted"();

CREATE TRIGGER "CommunityPlaylistTag_count_delete" AFTER DELETE ON "CommunityPlaylistTag" FOR EACH ROW
  EXECUTE FUNCTION "playlist_tag_uncounted"();

CREATE TRIGGER "CommunityPlaylist_tags_listed" AFTER UPDATE OF "isPublic", "hiddenAt" ON "CommunityPlaylist" FOR EACH ROW
  WHEN (NEW."isPublic" AND NEW."hiddenAt" IS NULL AND NOT (OLD."isPublic" AND OLD."hiddenAt" IS NULL))
  EXECUTE FUNCTION "playlist_tags_listed"();

CREATE TRIGGER "CommunityPlaylist_tags_unlisted" AFTER UPDATE OF "isPublic", "hiddenAt" ON "CommunityPlaylist" FOR EACH ROW
  WHEN (OLD."isPublic" AND OLD."hiddenAt" IS NULL AND NOT (NEW."isPublic" AND NEW."hiddenAt" IS NULL))
  EXECUTE FUNCTION "playlist_tags_unlisted"();

CREATE TRIGGER "CommunityPlaylist_tags_delete" BEFORE DELETE ON "CommunityPlaylist" FOR EACH ROW
  WHEN (OLD."isPublic" AND OLD."hiddenAt" IS NULL)
  EXECUTE FUNCTION "playlist_tags_unlisted"();

-- The tags of the playlists listed before this migration.
INSERT INTO "CommunityPlaylistTagCount" ("tag", "playlists")
  SELECT t."tag", count(*) FROM "CommunityPlaylistTag" t JOIN "CommunityPlaylist" p ON p."id" = t."playlistId"
  WHERE p."isPublic" AND p."hiddenAt" IS NULL
  GROUP BY t."tag";
