-- CreateTable
CREATE TABLE "PracticeProgress" (
    "userId" TEXT NOT NULL,
    "sectionId" INTEGER NOT NULL,
    "songId" INTEGER NOT NULL,
    "loops" INTEGER NOT NULL DEFAULT 0,
    "bestScore" INTEGER,
    "lastScore" INTEGER,
    "cleanAtFullSpeed" BOOLEAN NOT NULL DEFAULT false,
    "practisedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PracticeProgress_pkey" PRIMARY KEY ("userId","sectionId")
);

-- CreateTable
CREATE TABLE "Routine" (
    "id" SERIAL NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "concertId" INTEGER,
    "ladderFrom" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
    "ladderTo" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "loopsPerStep" INTEGER NOT NULL DEFAULT 3,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Routine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoutineItem" (
    "routineId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "songId" INTEGER NOT NULL,
    "sectionId" INTEGER,

    CONSTRAINT "RoutineItem_pkey" PRIMARY KEY ("routineId","position")
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

-- AddForeignKey
ALTER TABLE "PracticeProgress" ADD CONSTRAINT "PracticeProgress_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeProgress" ADD CONSTRAINT "PracticeProgress_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PracticeProgress" ADD CONSTRAINT "PracticeProgress_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Routine" ADD CONSTRAINT "Routine_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Routine" ADD CONSTRAINT "Routine_concertId_fkey" FOREIGN KEY ("concertId") REFERENCES "Concert"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoutineItem" ADD CONSTRAINT "RoutineItem_routineId_fkey" FOREIGN KEY ("routineId") REFERENCES "Routine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoutineItem" ADD CONSTRAINT "RoutineItem_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoutineItem" ADD CONSTRAINT "RoutineItem_sectionId_fkey" FOREIGN KEY ("sectionId") REFERENCES "Section"("id") ON DELETE CASCADE ON UPDATE CASCADE;

