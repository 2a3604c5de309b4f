-- Reports generalised (issue 13): playlists, comments and shared lyrics lines in one queue.
-- AlterTable
ALTER TABLE "CommunityPlaylistComment" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "CommunityPlaylist_createdAt_idx" ON "CommunityPlaylist"("createdAt");

-- CreateTable
CREATE TABLE "Report" (
    "id" SERIAL NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "details" TEXT NOT NULL DEFAULT '',
    "excerpt" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" TEXT,
    "resolution" TEXT,
    "note" TEXT NOT NULL DEFAULT '',

CONSTRAINT "Report_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Report_resolvedAt_createdAt_idx" ON "Report"("resolvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Report_reporterId_idx" ON "Report"("reporterId");

-- CreateIndex
CREATE INDEX "Report_resolvedById_idx" ON "Report"("resolvedById");

-- CreateIndex
CREATE UNIQUE INDEX "Report_targetType_targetId_reporterId_key" ON "Report"("targetType", "targetId", "reporterId");

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Report" ADD CONSTRAINT "Report_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The playlist reports made so far become reports of type "playlist" (hand-written)
INSERT INTO "Report" ("targetType", "targetId", "reporterId", "reason", "details", "excerpt", "createdAt", "resolvedAt", "resolution")
SELECT 'playlist', r."playlistId", r."reporterId", r."reason", r."details", p."name", r."createdAt", r."resolvedAt",
       CASE WHEN r."resolvedAt" IS NULL THEN NULL ELSE 'dismissed' END
FROM "CommunityPlaylistReport" r JOIN "CommunityPlaylist" p ON p."id" = r."playlistId";

-- DropForeignKey
ALTER TABLE "CommunityPlaylistReport" DROP CONSTRAINT "CommunityPlaylistReport_playlistId_fkey";

-- DropForeignKey
ALTER TABLE "CommunityPlaylistReport" DROP CONSTRAINT "CommunityPlaylistReport_reporterId_fkey";

-- DropTable
DROP TABLE "CommunityPlaylistReport";
