-- CreateTable
CREATE TABLE "CommunityPlaylist" (
    "id" SERIAL NOT NULL,
    "ownerId" TEXT NOT NULL,
    "name" TEXT COLLATE "C" NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "isPublic" BOOLEAN NOT NULL DEFAULT false,
    "hiddenAt" TIMESTAMP(3),
    "shareToken" TEXT,
    "copiedFromId" INTEGER,
    "songCount" INTEGER NOT NULL DEFAULT 0,
    "copyCount" INTEGER NOT NULL DEFAULT 0,
    "playCount" INTEGER NOT NULL DEFAULT 0,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "viewCount" INTEGER NOT NULL DEFAULT 0,
    "bookmarkCount" INTEGER NOT NULL DEFAULT 0,
    "commentCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CommunityPlaylist_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommunityPlaylistSong" (
    "id" SERIAL NOT NULL,
    "playlistId" INTEGER NOT NULL,
    "songId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommunityPlaylistSong_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommunityPlaylistTag" (
    "playlistId" INTEGER NOT NULL,
    "tag" TEXT COLLATE "C" NOT NULL,

    CONSTRAINT "CommunityPlaylistTag_pkey" PRIMARY KEY ("playlistId","tag")
);

-- CreateTable
CREATE TABLE "CommunityPlaylistLike" (
    "playlistId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommunityPlaylistLike_pkey" PRIMARY KEY ("playlistId","userId")
);

-- CreateTable
CREATE TABLE "CommunityPlaylistBookmark" (
    "playlistId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommunityPlaylistBookmark_pkey" PRIMARY KEY ("playlistId","userId")
);

-- CreateTable
CREATE TABLE "CommunityPlaylistComment" (
    "id" SERIAL NOT NULL,
    "playlistId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommunityPlaylistComment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommunityPlaylistView" (
    "playlistId" INTEGER NOT NULL,
    "viewerKey" TEXT NOT NULL,
    "day" TEXT NOT NULL,

    CONSTRAINT "CommunityPlaylistView_pkey" PRIMARY KEY ("playlistId","viewerKey","day")
);

-- CreateTable
CREATE TABLE "CommunityPlaylistReport" (
    "id" SERIAL NOT NULL,
    "playlistId" INTEGER NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "CommunityPlaylistReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CommunityPlaylist_shareToken_key" ON "CommunityPlaylist"("shareToken");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_ownerId_updatedAt_idx" ON "CommunityPlaylist"("ownerId", "updatedAt");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_ownerId_createdAt_idx" ON "CommunityPlaylist"("ownerId", "createdAt");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_ownerId_name_idx" ON "CommunityPlaylist"("ownerId", "name");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_ownerId_songCount_idx" ON "CommunityPlaylist"("ownerId", "songCount");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_createdAt_id_songCount_idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "createdAt", "id", "songCount");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_playCount_id_songCount_idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "playCount", "id", "songCount");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_likeCount_id_songCount_idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "likeCount", "id", "songCount");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_viewCount_id_songCount_idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "viewCount", "id", "songCount");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_copyCount_id_songCount_idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "copyCount", "id", "songCount");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_isPublic_hiddenAt_bookmarkCount_id_songCo_idx" ON "CommunityPlaylist"("isPublic", "hiddenAt", "bookmarkCount", "id", "songCount");

-- CreateIndex
CREATE INDEX "CommunityPlaylist_copiedFromId_idx" ON "CommunityPlaylist"("copiedFromId");

-- CreateIndex
CREATE INDEX "CommunityPlaylistSong_playlistId_position_idx" ON "CommunityPlaylistSong"("playlistId", "position");

-- CreateIndex
CREATE INDEX "CommunityPlaylistSong_songId_idx" ON "CommunityPlaylistSong"("songId");

-- CreateIndex
CREATE UNIQUE INDEX "CommunityPlaylistSong_playlistId_songId_key" ON "CommunityPlaylistSong"("playlistId", "songId");

-- CreateIndex
CREATE INDEX "CommunityPlaylistTag_tag_playlistId_idx" ON "CommunityPlaylistTag"("tag", "playlistId");

-- CreateIndex
CREATE INDEX "CommunityPlaylistLike_userId_createdAt_idx" ON "CommunityPlaylistLike"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "CommunityPlaylistBookmark_userId_createdAt_idx" ON "CommunityPlaylistBookmark"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "CommunityPlaylistComment_playlistId_createdAt_idx" ON "CommunityPlaylistComment"("playlistId", "createdAt");

-- CreateIndex
CREATE INDEX "CommunityPlaylistComment_userId_idx" ON "CommunityPlaylistComment"("userId");

-- CreateIndex
CREATE INDEX "CommunityPlaylistReport_resolvedAt_createdAt_idx" ON "CommunityPlaylistReport"("resolvedAt", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CommunityPlaylistReport_playlistId_reporterId_key" ON "CommunityPlaylistReport"("playlistId", "reporterId");

-- AddForeignKey
ALTER TABLE "CommunityPlaylist" ADD CONSTRAINT "CommunityPlaylist_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylist" ADD CONSTRAINT "CommunityPlaylist_copiedFromId_fkey" FOREIGN KEY ("copiedFromId") REFERENCES "CommunityPlaylist"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistSong" ADD CONSTRAINT "CommunityPlaylistSong_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistSong" ADD CONSTRAINT "CommunityPlaylistSong_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistTag" ADD CONSTRAINT "CommunityPlaylistTag_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistLike" ADD CONSTRAINT "CommunityPlaylistLike_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistLike" ADD CONSTRAINT "CommunityPlaylistLike_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistBookmark" ADD CONSTRAINT "CommunityPlaylistBookmark_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistBookmark" ADD CONSTRAINT "CommunityPlaylistBookmark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistComment" ADD CONSTRAINT "CommunityPlaylistComment_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistComment" ADD CONSTRAINT "CommunityPlaylistComment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistView" ADD CONSTRAINT "CommunityPlaylistView_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistReport" ADD CONSTRAINT "CommunityPlaylistReport_playlistId_fkey" FOREIGN KEY ("playlistId") REFERENCES "CommunityPlaylist"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunityPlaylistReport" ADD CONSTRAINT "CommunityPlaylistReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Row counts of the large tables (decision 073), as in the SQLite migration
-- 20261123231312_community_playlists (added by hand): the functions of the init migration,
-- one statement-level trigger per table and change, with the same names as the SQLite triggers.
INSERT INTO "RowCount" ("tableName", "rows") SELECT 'CommunityPlaylist', COUNT(*) FROM "CommunityPlaylist";
INSERT INTO "RowCount" ("tableName", "rows") SELECT 'CommunityPlaylistSong', COUNT(*) FROM "CommunityPlaylistSong";
INSERT INTO "RowCount" ("tableName", "rows") SELECT 'CommunityPlaylistLike', COUNT(*) FROM "CommunityPlaylistLike";
INSERT INTO "RowCount" ("tableName", "rows") SELECT 'CommunityPlaylistView', COUNT(*) FROM "CommunityPlaylistView";

CREATE TRIGGER "CommunityPlaylist_rowcount_insert" AFTER INSERT ON "CommunityPlaylist"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_inserted"();
CREATE TRIGGER "CommunityPlaylist_rowcount_delete" AFTER DELETE ON "CommunityPlaylist"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_deleted"();
CREATE TRIGGER "CommunityPlaylistSong_rowcount_insert" AFTER INSERT ON "CommunityPlaylistSong"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_inserted"();
CREATE TRIGGER "CommunityPlaylistSong_rowcount_delete" AFTER DELETE ON "CommunityPlaylistSong"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_deleted"();
CREATE TRIGGER "CommunityPlaylistLike_rowcount_insert" AFTER INSERT ON "CommunityPlaylistLike"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_inserted"();
CREATE TRIGGER "CommunityPlaylistLike_rowcount_delete" AFTER DELETE ON "CommunityPlaylistLike"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_deleted"();
CREATE TRIGGER "CommunityPlaylistView_rowcount_insert" AFTER INSERT ON "CommunityPlaylistView"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_inserted"();
CREATE TRIGGER "CommunityPlaylistView_rowcount_delete" AFTER DELETE ON "CommunityPlaylistView"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "row_count_deleted"();
