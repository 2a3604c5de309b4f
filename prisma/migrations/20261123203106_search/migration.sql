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

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Song" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "youtubeId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "artist" TEXT NOT NULL,
    "thumbnailUrl" TEXT,
    "duration" INTEGER NOT NULL DEFAULT 0,
    "playCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "artistId" INTEGER,
    "searchText" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Song_artistId_fkey" FOREIGN KEY ("artistId") REFERENCES "Artist" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Song" ("artist", "createdAt", "duration", "id", "playCount", "thumbnailUrl", "title", "updatedAt", "youtubeId") SELECT "artist", "createdAt", "duration", "id", "playCount", "thumbnailUrl", "title", "updatedAt", "youtubeId" FROM "Song";
DROP TABLE "Song";
ALTER TABLE "new_Song" RENAME TO "Song";
CREATE UNIQUE INDEX "Song_youtubeId_key" ON "Song"("youtubeId");
CREATE INDEX "Song_playCount_id_searchText_idx" ON "Song"("playCount" DESC, "id", "searchText");
CREATE INDEX "Song_artistId_idx" ON "Song"("artistId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ArtistName_key_key" ON "ArtistName"("key");

-- CreateIndex
CREATE INDEX "ArtistName_artistId_idx" ON "ArtistName"("artistId");

-- CreateIndex
CREATE INDEX "YouTubeSearchCache_expiresAt_idx" ON "YouTubeSearchCache"("expiresAt");
