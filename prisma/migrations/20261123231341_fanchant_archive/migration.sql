-- The fan-chant archive and chant parts (issue 12, decision 090).
-- Section gains two columns in place (no table rebuild: it keeps its rows,
-- its RowCount triggers and stays quick on a large table).
ALTER TABLE "Section" ADD COLUMN "part" TEXT NOT NULL DEFAULT 'singalong';
ALTER TABLE "Section" ADD COLUMN "hiddenAt" DATETIME;

DROP INDEX "Section_songId_isPublic_idx";
CREATE INDEX "Section_songId_isPublic_type_startTime_idx" ON "Section"("songId", "isPublic", "type", "startTime");

-- CreateTable
CREATE TABLE "ArchiveSong" (
    "songId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "contributors" INTEGER NOT NULL DEFAULT 0,
    "sharedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ArchiveSong_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArchiveContributor" (
    "songId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "lines" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("songId", "userId"),
    CONSTRAINT "ArchiveContributor_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ArchiveContributor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ArchiveSong_sharedAt_songId_idx" ON "ArchiveSong"("sharedAt" DESC, "songId");

-- CreateIndex
CREATE INDEX "ArchiveContributor_userId_idx" ON "ArchiveContributor"("userId");

-- The archive's counts, kept in the same transaction as every write of a
-- section (cascaded deletes fire these triggers too). A line counts when it is
-- shared (isPublic), a lyrics section (type 2) and not hidden by an admin.
-- Section -> ArchiveContributor (lines per person and song) -> ArchiveSong.
CREATE TRIGGER "Section_archive_insert" AFTER INSERT ON "Section"
WHEN NEW."isPublic" = 1 AND NEW."type" = 2 AND NEW."hiddenAt" IS NULL BEGIN
  INSERT INTO "ArchiveContributor" ("songId", "userId", "lines") VALUES (NEW."songId", NEW."userId", 1)
    ON CONFLICT ("songId", "userId") DO UPDATE SET "lines" = "lines" + 1;
END;

CREATE TRIGGER "Section_archive_delete" AFTER DELETE ON "Section"
WHEN OLD."isPublic" = 1 AND OLD."type" = 2 AND OLD."hiddenAt" IS NULL BEGIN
  UPDATE "ArchiveContributor" SET "lines" = "lines" - 1 WHERE "songId" = OLD."songId" AND "userId" = OLD."userId";
  DELETE FROM "ArchiveContributor" WHERE "songId" = OLD."songId" AND "userId" = OLD."userId" AND "lines" <= 0;
END;

CREATE TRIGGER "Section_archive_update_old" AFTER UPDATE ON "Section"
WHEN OLD."isPublic" = 1 AND OLD."type" = 2 AND OLD."hiddenAt" IS NULL
  AND NOT (NEW."isPublic" = 1 AND NEW."type" = 2 AND NEW."hiddenAt" IS NULL
           AND NEW."songId" = OLD."songId" AND NEW."userId" = OLD."userId") BEGIN
  UPDATE "ArchiveContributor" SET "lines" = "lines" - 1 WHERE "songId" = OLD."songId" AND "userId" = OLD."userId";
  DELETE FROM "ArchiveContributor" WHERE "songId" = OLD."songId" AND "userId" = OLD."userId" AND "lines" <= 0;
END;

CREATE TRIGGER "Section_archive_update_new" AFTER UPDATE ON "Section"
WHEN NEW."isPublic" = 1 AND NEW."type" = 2 AND NEW."hiddenAt" IS NULL
  AND NOT (OLD."isPublic" = 1 AND OLD."type" = 2 AND OLD."hiddenAt" IS NULL
           AND NEW."songId" = OLD."songId" AND NEW."userId" = OLD."userId") BEGIN
  INSERT INTO "ArchiveContributor" ("songId", "userId", "lines") VALUES (NEW."songId", NEW."userId", 1)
    ON CONFLICT ("songId", "userId") DO UPDATE SET "lines" = "lines" + 1;
END;

-- Times as Prisma writes DateTime columns here (ISO text, UTC).
CREATE TRIGGER "ArchiveContributor_insert" AFTER INSERT ON "ArchiveContributor" BEGIN
  INSERT INTO "ArchiveSong" ("songId", "lines", "contributors", "sharedAt")
    VALUES (NEW."songId", NEW."lines", 1, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'))
    ON CONFLICT ("songId") DO UPDATE SET "lines" = "lines" + NEW."lines", "contributors" = "contributors" + 1,
      "sharedAt" = strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now');
END;

CREATE TRIGGER "ArchiveContributor_update" AFTER UPDATE OF "lines" ON "ArchiveContributor" BEGIN
  UPDATE "ArchiveSong" SET "lines" = "lines" + NEW."lines" - OLD."lines",
    "sharedAt" = CASE WHEN NEW."lines" > OLD."lines" THEN strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now') ELSE "sharedAt" END
    WHERE "songId" = NEW."songId";
END;

CREATE TRIGGER "ArchiveContributor_delete" AFTER DELETE ON "ArchiveContributor" BEGIN
  UPDATE "ArchiveSong" SET "lines" = "lines" - OLD."lines", "contributors" = "contributors" - 1 WHERE "songId" = OLD."songId";
  DELETE FROM "ArchiveSong" WHERE "songId" = OLD."songId" AND "contributors" <= 0;
END;

-- The lines shared before this migration.
INSERT INTO "ArchiveContributor" ("songId", "userId", "lines")
  SELECT "songId", "userId", count(*) FROM "Section"
  WHERE "isPublic" = 1 AND "type" = 2 AND "hiddenAt" IS NULL
  GROUP BY "songId", "userId";
