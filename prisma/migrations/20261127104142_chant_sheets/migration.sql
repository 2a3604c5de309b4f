-- Chant sheets (issue 27, decision 131): a line's words or syllables, and the
-- other videos of a song that follow an author's sheet with an offset.
ALTER TABLE "Section" ADD COLUMN "spans" TEXT;

CREATE TABLE "SheetVideo" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" TEXT NOT NULL,
    "songId" INTEGER NOT NULL,
    "videoSongId" INTEGER NOT NULL,
    "offset" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "SheetVideo_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SheetVideo_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SheetVideo_videoSongId_fkey" FOREIGN KEY ("videoSongId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "SheetVideo_videoSongId_idx" ON "SheetVideo"("videoSongId");
CREATE INDEX "SheetVideo_songId_idx" ON "SheetVideo"("songId");
CREATE UNIQUE INDEX "SheetVideo_userId_songId_videoSongId_key" ON "SheetVideo"("userId", "songId", "videoSongId");
