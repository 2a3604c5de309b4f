-- DropIndex
DROP INDEX "Section_songId_isPublic_idx";

-- AlterTable
ALTER TABLE "Section" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "part" TEXT NOT NULL DEFAULT 'singalong';

-- CreateTable
CREATE TABLE "ArchiveSong" (
    "songId" INTEGER NOT NULL,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "contributors" INTEGER NOT NULL DEFAULT 0,
    "sharedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArchiveSong_pkey" PRIMARY KEY ("songId")
);

-- CreateTable
CREATE TABLE "ArchiveContributor" (
    "songId" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "lines" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ArchiveContributor_pkey" PRIMARY KEY ("songId","userId")
);

-- CreateTable
CREATE TABLE "Concert" (
    "id" SERIAL NOT NULL,
    "artist" TEXT NOT NULL,
    "tourName" TEXT NOT NULL,
    "venue" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT NOT NULL,
    "startDate" TEXT NOT NULL,
    "endDate" TEXT NOT NULL,
    "ticketUrl" TEXT,
    "ticketOpenAt" TIMESTAMP(3),
    "statusOverride" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Concert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SetlistEntry" (
    "concertId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "songId" INTEGER NOT NULL,

    CONSTRAINT "SetlistEntry_pkey" PRIMARY KEY ("concertId","position")
);

-- CreateIndex
CREATE INDEX "ArchiveSong_sharedAt_songId_idx" ON "ArchiveSong"("sharedAt" DESC, "songId");

-- CreateIndex
CREATE INDEX "Concert_startDate_id_idx" ON "Concert"("startDate", "id");

-- CreateIndex
CREATE INDEX "Concert_region_startDate_id_idx" ON "Concert"("region", "startDate", "id");

-- CreateIndex
CREATE INDEX "Concert_endDate_idx" ON "Concert"("endDate");

-- CreateIndex
CREATE INDEX "Section_songId_isPublic_type_startTime_idx" ON "Section"("songId", "isPublic", "type", "startTime");

-- AddForeignKey
ALTER TABLE "ArchiveSong" ADD CONSTRAINT "ArchiveSong_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchiveContributor" ADD CONSTRAINT "ArchiveContributor_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchiveContributor" ADD CONSTRAINT "ArchiveContributor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SetlistEntry" ADD CONSTRAINT "SetlistEntry_concertId_fkey" FOREIGN KEY ("concertId") REFERENCES "Concert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SetlistEntry" ADD CONSTRAINT "SetlistEntry_songId_fkey" FOREIGN KEY ("songId") REFERENCES "Song"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The fan-chant archive's counts (issue 12, decision 090), kept by triggers in the same
-- transaction as every write, as in the SQLite migration 20261123231341_fanchant_archive
-- (added by hand; same trigger names, PL/pgSQL row triggers). A line counts when it is
-- shared (isPublic), a lyrics section (type 2) and not hidden. Times: UTC without zone,
-- as Prisma writes DateTime columns; clock_timestamp() like SQLite's 'now' per statement.
CREATE FUNCTION "archive_line_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ArchiveContributor" ("songId", "userId", "lines") VALUES (NEW."songId", NEW."userId", 1)
    ON CONFLICT ("songId", "userId") DO UPDATE SET "lines" = "ArchiveContributor"."lines" + 1;
  RETURN NULL;
END $$;

CREATE FUNCTION "archive_line_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ArchiveContributor" SET "lines" = "lines" - 1 WHERE "songId" = OLD."songId" AND "userId" = OLD."userId";
  DELETE FROM "ArchiveContributor" WHERE "songId" = OLD."songId" AND "userId" = OLD."userId" AND "lines" <= 0;
  RETURN NULL;
END $$;

CREATE TRIGGER "Section_archive_insert" AFTER INSERT ON "Section" FOR EACH ROW
  WHEN (NEW."isPublic" AND NEW."type" = 2 AND NEW."hiddenAt" IS NULL)
  EXECUTE FUNCTION "archive_line_added"();

CREATE TRIGGER "Section_archive_delete" AFTER DELETE ON "Section" FOR EACH ROW
  WHEN (OLD."isPublic" AND OLD."type" = 2 AND OLD."hiddenAt" IS NULL)
  EXECUTE FUNCTION "archive_line_removed"();

CREATE TRIGGER "Section_archive_update_old" AFTER UPDATE ON "Section" FOR EACH ROW
  WHEN (OLD."isPublic" AND OLD."type" = 2 AND OLD."hiddenAt" IS NULL
    AND NOT (NEW."isPublic" AND NEW."type" = 2 AND NEW."hiddenAt" IS NULL
             AND NEW."songId" = OLD."songId" AND NEW."userId" = OLD."userId"))
  EXECUTE FUNCTION "archive_line_removed"();

CREATE TRIGGER "Section_archive_update_new" AFTER UPDATE ON "Section" FOR EACH ROW
  WHEN (NEW."isPublic" AND NEW."type" = 2 AND NEW."hiddenAt" IS NULL
    AND NOT (OLD."isPublic" AND OLD."type" = 2 AND OLD."hiddenAt" IS NULL
             AND NEW."songId" = OLD."songId" AND NEW."userId" = OLD."userId"))
  EXECUTE FUNCTION "archive_line_added"();

CREATE FUNCTION "archive_contributor_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ArchiveSong" ("songId", "lines", "contributors", "sharedAt")
    VALUES (NEW."songId", NEW."lines", 1, clock_timestamp() AT TIME ZONE 'UTC')
    ON CONFLICT ("songId") DO UPDATE SET "lines" = "ArchiveSong"."lines" + NEW."lines",
      "contributors" = "ArchiveSong"."contributors" + 1, "sharedAt" = clock_timestamp() AT TIME ZONE 'UTC';
  RETURN NULL;
END $$;

CREATE FUNCTION "archive_contributor_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ArchiveSong" SET "lines" = "lines" + NEW."lines" - OLD."lines",
    "sharedAt" = CASE WHEN NEW."lines" > OLD."lines" THEN clock_timestamp() AT TIME ZONE 'UTC' ELSE "sharedAt" END
    WHERE "songId" = NEW."songId";
  RETURN NULL;
END $$;

CREATE FUNCTION "archive_contributor_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ArchiveSong" SET "lines" = "lines" - OLD."lines", "contributors" = "contributors" - 1 WHERE "songId" = OLD."songId";
  DELETE FROM "ArchiveSong" WHERE "songId" = OLD."songId" AND "contributors" <= 0;
  RETURN NULL;
END $$;

CREATE TRIGGER "ArchiveContributor_insert" AFTER INSERT ON "ArchiveContributor" FOR EACH ROW
  EXECUTE FUNCTION "archive_contributor_inserted"();
CREATE TRIGGER "ArchiveContributor_update" AFTER UPDATE OF "lines" ON "ArchiveContributor" FOR EACH ROW
  EXECUTE FUNCTION "archive_contributor_updated"();
CREATE TRIGGER "ArchiveContributor_delete" AFTER DELETE ON "ArchiveContributor" FOR EACH ROW
  EXECUTE FUNCTION "archive_contributor_deleted"();

-- The lines shared before this migration.
INSERT INTO "ArchiveContributor" ("songId", "userId", "lines")
  SELECT "songId", "userId", count(*) FROM "Section"
  WHERE "isPublic" AND "type" = 2 AND "hiddenAt" IS NULL
  GROUP BY "songId", "userId";
