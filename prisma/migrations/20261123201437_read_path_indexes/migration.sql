-- CreateTable
CREATE TABLE "RowCount" (
    "tableName" TEXT NOT NULL PRIMARY KEY,
    "rows" INTEGER NOT NULL DEFAULT 0
);

-- CreateIndex
CREATE INDEX "Section_isPublic_type_createdAt_idx" ON "Section"("isPublic", "type", "createdAt");

-- CreateIndex
CREATE INDEX "Song_playCount_id_idx" ON "Song"("playCount" DESC, "id");

-- Row counts of the large tables, kept in the same transaction as every insert
-- and delete (cascaded deletes fire these triggers too).
INSERT INTO "RowCount" ("tableName", "rows") SELECT 'User', COUNT(*) FROM "User";
INSERT INTO "RowCount" ("tableName", "rows") SELECT 'Song', COUNT(*) FROM "Song";
INSERT INTO "RowCount" ("tableName", "rows") SELECT 'Section', COUNT(*) FROM "Section";

CREATE TRIGGER "User_rowcount_insert" AFTER INSERT ON "User" BEGIN
  UPDATE "RowCount" SET "rows" = "rows" + 1 WHERE "tableName" = 'User';
END;
CREATE TRIGGER "User_rowcount_delete" AFTER DELETE ON "User" BEGIN
  UPDATE "RowCount" SET "rows" = "rows" - 1 WHERE "tableName" = 'User';
END;
CREATE TRIGGER "Song_rowcount_insert" AFTER INSERT ON "Song" BEGIN
  UPDATE "RowCount" SET "rows" = "rows" + 1 WHERE "tableName" = 'Song';
END;
CREATE TRIGGER "Song_rowcount_delete" AFTER DELETE ON "Song" BEGIN
  UPDATE "RowCount" SET "rows" = "rows" - 1 WHERE "tableName" = 'Song';
END;
CREATE TRIGGER "Section_rowcount_insert" AFTER INSERT ON "Section" BEGIN
  UPDATE "RowCount" SET "rows" = "rows" + 1 WHERE "tableName" = 'Section';
END;
CREATE TRIGGER "Section_rowcount_delete" AFTER DELETE ON "Section" BEGIN
  UPDATE "RowCount" SET "rows" = "rows" - 1 WHERE "tableName" = 'Section';
END;
