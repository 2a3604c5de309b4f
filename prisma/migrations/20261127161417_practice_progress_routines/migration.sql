-- Practice progress and routines (issue 28, decision 137): a fan's loops, drill scores and
-- readiness per section, and named chains of songs or sections practised start to end.
-- CreateTable
CREATE TABLE "PracticeProgress" (
    "userId" TEXT NOT NULL,
    "sectionId" INTEGER NOT NULL,
    "songId" INTEGER NOT NULL,
    "loops" INTEGER NOT NULL DEFAULT 0,
    "bestScore" INTEGER,
    "lastScore" INTEGER,
    "cleanAtFullSpeed" BOOLEAN NOT NULL DEFAULT false,
    "practisedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "sectionId"),
    CONSTRAINT "PracticeProgress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PracticeProgress_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "PracticeProgress_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Routine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "concertId" INTEGER,
    "ladderFrom" REAL NOT NULL DEFAULT 0.5,
    "ladderTo" REAL NOT NULL DEFAULT 1,
    "loopsPerStep" INTEGER NOT NULL DEFAULT 3,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Routine_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Routine_concertId_fkey" FOREIGN KEY ("concertId") REFERENCES "Concert" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RoutineItem" (
    "routineId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "songId" INTEGER NOT NULL,
    "sectionId" INTEGER,

    PRIMARY KEY ("routineId", "position"),
    CONSTRAINT "RoutineItem_routineId_fkey" FOREIGN KEY ("routineId") REFERENCES "Routine" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RoutineItem_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RoutineItem_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "PracticeProgress_userId_songId_idx" ON "PracticeProgress"("userId", "songId");

-- CreateIndex
CREATE INDEX "PracticeProgress_userId_practisedAt_idx" ON "PracticeProgress"("userId", "practisedAt");

-- CreateIndex
CREATE INDEX "PracticeProgress_sectionId_idx" ON "PracticeProgress"("sectionId");

-- CreateIndex
CREATE INDEX "PracticeProgress_songId_idx" ON "PracticeProgress"("songId");

-- CreateIndex
CREATE INDEX "Routine_userId_updatedAt_idx" ON "Routine"("userId", "updatedAt");

-- CreateIndex
CREATE INDEX "Routine_concertId_idx" ON "Routine"("concertId");

-- CreateIndex
CREATE INDEX "RoutineItem_songId_idx" ON "RoutineItem"("songId");

-- CreateIndex
CREATE INDEX "RoutineItem_sectionId_idx" ON "RoutineItem"("sectionId");

