-- CreateTable
CREATE TABLE "Artist" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ArtistName" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "artistId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    CONSTRAINT "ArtistName_artistId_fkey" FOREIGN KEY ("artistId") REFERENCES "Artist" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable (edited by hand: WITHOUT ROWID, so the primary key is the table; decision 080)
CREATE TABLE "SongSearchKey" (
    "key" TEXT NOT NULL,
    "songId" INTEGER NOT NULL,

    PRIMARY KEY ("key", "songId"),
    CONSTRAINT "SongSearchKey_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE
) WITHOUT ROWID;

-- CreateTable
CREATE TABLE "SiteSetting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "YouTubeQuotaDay" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "searches" INTEGER NOT NULL DEFAULT 0,
    "exhausted" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "YouTubeSearchCache" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "query" TEXT NOT NULL,
    "videos" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL
);

-- AlterTable (edited by hand: Prisma rebuilds the table, which would drop the row-count
-- triggers of migration read_path_indexes; adding the columns keeps them)
ALTER TABLE "Song" ADD COLUMN "artistId" INTEGER REFERENCES "Artist" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Song" ADD COLUMN "searchText" TEXT NOT NULL DEFAULT '';

-- The popularity index now also covers searchText (decision 080)
DROP INDEX "Song_playCount_id_idx";
CREATE INDEX "Song_playCount_id_searchText_idx" ON "Song"("playCount" DESC, "id", "searchText");
CREATE INDEX "Song_artistId_idx" ON "Song"("artistId");

-- CreateIndex
CREATE UNIQUE INDEX "ArtistName_key_key" ON "ArtistName"("key");

-- CreateIndex
CREATE INDEX "ArtistName_artistId_idx" ON "ArtistName"("artistId");

-- CreateIndex
CREATE INDEX "YouTubeSearchCache_expiresAt_idx" ON "YouTubeSearchCache"("expiresAt");
