-- Reports generalised (issue 13): playlists, comments and shared lyrics lines in one queue.
-- AlterTable
ALTER TABLE "CommunityPlaylistComment" ADD COLUMN "hiddenAt" DATETIME;

-- CreateIndex
CREATE INDEX "CommunityPlaylist_createdAt_idx" ON "CommunityPlaylist"("createdAt");

-- CreateTable
CREATE TABLE "Report" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "targetType" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "excerpt" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" DATETIME,
    "resolvedById" TEXT,
    "resolution" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Report_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Report_resolvedAt_createdAt_idx" ON "Report"("resolvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Report_reporterId_idx" ON "Report"("reporterId");

-- CreateIndex
CREATE INDEX "Report_resolvedById_idx" ON "Report"("resolvedById");

-- CreateIndex
CREATE UNIQUE INDEX "Report_targetType_targetId_reporterId_key" ON "Report"("targetType", "targetId", "reporterId");

-- The playlist reports made so far become reports of type "playlist" (hand-written)
INSERT INTO "Report" ("targetType", "targetId", "reporterId", "reason", "details", "excerpt", "createdAt", "resolvedAt", "resolution")
SELECT 'playlist', r."playlistId", r."reporterId", r."reason", r."details", p."name", r."createdAt", r."resolvedAt",
       CASE WHEN r."resolvedAt" IS NULL THEN NULL ELSE 'dismissed' END
FROM "CommunityPlaylistReport" r JOIN "CommunityPlaylist" p ON p."id" = r."playlistId";

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "CommunityPlaylistReport";
PRAGMA foreign_keys=on;
