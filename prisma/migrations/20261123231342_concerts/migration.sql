-- Concerts and their setlists (issue 12).

-- CreateTable
CREATE TABLE "Concert" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "artist" TEXT NOT NULL,
    "tourName" TEXT NOT NULL,
    "venue" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "startDate" TEXT NOT NULL,
    "endDate" TEXT NOT NULL,
    "ticketUrl" TEXT,
    "ticketOpenAt" DATETIME,
    "statusOverride" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SetlistEntry" (
    "concertId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "songId" INTEGER NOT NULL,

    PRIMARY KEY ("concertId", "position"),
    CONSTRAINT "SetlistEntry_concertId_fkey" FOREIGN KEY ("concertId") REFERENCES "Concert" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SetlistEntry_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Concert_startDate_id_idx" ON "Concert"("startDate", "id");

-- CreateIndex
CREATE INDEX "Concert_region_startDate_id_idx" ON "Concert"("region", "startDate", "id");

-- CreateIndex
CREATE INDEX "Concert_endDate_idx" ON "Concert"("endDate");

-- CreateIndex
CREATE INDEX "SetlistEntry_songId_idx" ON "SetlistEntry"("songId");
