-- Search of community playlists and their tags on /search (issue 11, decision 083).
-- Written by hand: Prisma would rebuild CommunityPlaylist to add a column, which drops its
-- row-count triggers (decision 073); ALTER TABLE ADD COLUMN gives the same table.

-- A playlist's name normalised for search and its Hangul initials (app/shared/search-text.ts).
-- Playlists written before this migration are indexed by db-setup (indexUnsearchablePlaylists).
ALTER TABLE "CommunityPlaylist" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';

-- "Popular" also walks this index on /search, checking searchText without reading the rows.
DROP INDEX "CommunityPlaylist_isPublic_hiddenAt_playCount_id_songCount_idx";
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_playCount_id_songCount_searchText_idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "playCount", "id", "songCount", "searchText");

-- The windows of each playlist's searchText, as SongSearchKey's (decision 080). WITHOUT ROWID
-- (added by hand, as for SongSearchKey): the primary key is the table.
CREATE TABLE "PlaylistSearchKey" (
    "key" TEXT NOT NULL,
    "playlistId" INTEGER NOT NULL,

    PRIMARY KEY ("key", "playlistId"),
    CONSTRAINT "PlaylistSearchKey_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist" ("id") ON DELETE CASCADE ON UPDATE CASCADE
) WITHOUT ROWID;

-- A deleted playlist's keys are found by this index, not by a scan of every key.
CREATE INDEX "PlaylistSearchKey_playlistId_idx" ON "PlaylistSearchKey"("playlistId");

-- How many listed playlists (public, not hidden) carry each tag.
CREATE TABLE "CommunityPlaylistTagCount" (
    "tag" TEXT NOT NULL PRIMARY KEY,
    "playlists" INTEGER NOT NULL
);

CREATE INDEX "CommunityPlaylistTagCount_playlists_tag_idx" ON "CommunityPlaylistTagCount"("playlists" DESC, "tag");

-- The counts, kept by triggers in the same transaction as every write (added by hand). A tag
-- counts while its playlist is listed. A deleted playlist's tags are uncounted before the row
-- goes (BEFORE DELETE); the cascade that then deletes them finds no listed playlist and counts
-- nothing again.
CREATE TRIGGER "CommunityPlaylistTag_count_insert" AFTER INSERT ON "CommunityPlaylistTag"
WHEN EXISTS (SELECT 1 FROM "CommunityPlaylist" p WHERE p."id" = NEW."playlistId" AND p."isPublic" = 1 AND p."hiddenAt" IS NULL) BEGIN
  INSERT INTO "CommunityPlaylistTagCount" ("tag", "playlists") VALUES (NEW."tag", 1)
    ON CONFLICT ("tag") DO UPDATE SET "playlists" = "playlists" + 1;
END;

CREATE TRIGGER "CommunityPlaylistTag_count_delete" AFTER DELETE ON "CommunityPlaylistTag"
WHEN EXISTS (SELECT 1 FROM "CommunityPlaylist" p WHERE p."id" = OLD."playlistId" AND p."isPublic" = 1 AND p."hiddenAt" IS NULL) BEGIN
  UPDATE "CommunityPlaylistTagCount" SET "playlists" = "playlists" - 1 WHERE "tag" = OLD."tag";
  DELETE FROM "CommunityPlaylistTagCount" WHERE "tag" = OLD."tag" AND "playlists" <= 0;
END;

CREATE TRIGGER "CommunityPlaylist_tags_listed" AFTER UPDATE OF "isPublic", "hiddenAt" ON "CommunityPlaylist"
WHEN NEW."isPublic" = 1 AND NEW."hiddenAt" IS NULL AND NOT (OLD."isPublic" = 1 AND OLD."hiddenAt" IS NULL) BEGIN
  INSERT INTO "CommunityPlaylistTagCount" ("tag", "playlists")
    SELECT "tag", 1 FROM "CommunityPlaylistTag" WHERE "playlistId" = NEW."id"
    ON CONFLICT ("tag") DO UPDATE SET "playlists" = "playlists" + 1;
END;

CREATE TRIGGER "CommunityPlaylist_tags_unlisted" AFTER UPDATE OF "isPublic", "hiddenAt" ON "CommunityPlaylist"
WHEN OLD."isPublic" = 1 AND OLD."hiddenAt" IS NULL AND NOT (NEW."isPublic" = 1 AND NEW."hiddenAt" IS NULL) BEGIN
  UPDATE "CommunityPlaylistTagCount" SET "playlists" = "playlists" - 1
    WHERE "tag" IN (SELECT "tag" FROM "CommunityPlaylistTag" WHERE "playlistId" = NEW."id");
  DELETE FROM "CommunityPlaylistTagCount" WHERE "playlists" <= 0;
END;

CREATE TRIGGER "CommunityPlaylist_tags_delete" BEFORE DELETE ON "CommunityPlaylist"
WHEN OLD."isPublic" = 1 AND OLD."hiddenAt" IS NULL BEGIN
  UPDATE "CommunityPlaylistTagCount" SET "playlists" = "playlists" - 1
    WHERE "tag" IN (SELECT "tag" FROM "CommunityPlaylistTag" WHERE "playlistId" = OLD."id");
  DELETE FROM "CommunityPlaylistTagCount" WHERE "playlists" <= 0;
END;

-- The tags of the playlists listed before this migration.
INSERT INTO "CommunityPlaylistTagCount" ("tag", "playlists")
  SELECT t."tag", count(*) FROM "CommunityPlaylistTag" t JOIN "CommunityPlaylist" p ON p."id" = t."playlistId"
  WHERE p."isPublic" = 1 AND p."hiddenAt" IS NULL
  GROUP BY t."tag";
