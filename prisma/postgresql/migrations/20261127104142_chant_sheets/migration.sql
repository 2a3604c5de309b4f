-- AlterTable
ALTER TABLE "Section" ADD COLUMN     "spans" TEXT;

-- CreateTable
CREATE TABLE "SheetVideo" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "songId" INTEGER NOT NULL,
    "videoSongId" INTEGER NOT NULL,
    "offset" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SheetVideo_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SheetVideo_videoSongId_idx" ON "SheetVideo"("videoSongId");

-- CreateIndex
CREATE INDEX "SheetVideo_songId_idx" ON "SheetVideo"("songId");

-- CreateIndex
CREATE UNIQUE INDEX "SheetVideo_userId_songId_videoSongId_key" ON "SheetVideo"("userId", "songId", "videoSongId");

-- AddForeignKey
ALTER TABLE "SheetVideo" ADD CONSTRAINT "SheetVideo_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SheetVideo" ADD CONSTRAINT "SheetVideo_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SheetVideo" ADD CONSTRAINT "SheetVideo_videoSongId_fkey" FOREIGN KEY ("videoSongId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;

