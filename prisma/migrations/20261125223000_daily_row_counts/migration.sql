-- Admin stats (decision 117): rows per day of creation in Korea's time zone, kept in
-- DailyCount in the same transaction as every insert and delete (cascaded deletes
-- fire these triggers too), so a figure per day reads one row, not every row of it.

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'signUps', date("createdAt", '+9 hours'), COUNT(*) FROM "User" WHERE true GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "User_daycount_insert" AFTER INSERT ON "User" BEGIN
  INSERT INTO "DailyCount" ("metric", "day", "count") VALUES ('signUps', date(NEW."createdAt", '+9 hours'), 1)
  ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "count" + 1;
END;
CREATE TRIGGER "User_daycount_delete" AFTER DELETE ON "User" BEGIN
  UPDATE "DailyCount" SET "count" = "count" - 1 WHERE "metric" = 'signUps' AND "day" = date(OLD."createdAt", '+9 hours');
END;

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'plays', date("playedAt", '+9 hours'), COUNT(*) FROM "PlayHistory" WHERE true GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "PlayHistory_daycount_insert" AFTER INSERT ON "PlayHistory" BEGIN
  INSERT INTO "DailyCount" ("metric", "day", "count") VALUES ('plays', date(NEW."playedAt", '+9 hours'), 1)
  ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "count" + 1;
END;
CREATE TRIGGER "PlayHistory_daycount_delete" AFTER DELETE ON "PlayHistory" BEGIN
  UPDATE "DailyCount" SET "count" = "count" - 1 WHERE "metric" = 'plays' AND "day" = date(OLD."playedAt", '+9 hours');
END;

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'sections', date("createdAt", '+9 hours'), COUNT(*) FROM "Section" WHERE true GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "Section_daycount_insert" AFTER INSERT ON "Section" BEGIN
  INSERT INTO "DailyCount" ("metric", "day", "count") VALUES ('sections', date(NEW."createdAt", '+9 hours'), 1)
  ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "count" + 1;
END;
CREATE TRIGGER "Section_daycount_delete" AFTER DELETE ON "Section" BEGIN
  UPDATE "DailyCount" SET "count" = "count" - 1 WHERE "metric" = 'sections' AND "day" = date(OLD."createdAt", '+9 hours');
END;

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'playlists', date("createdAt", '+9 hours'), COUNT(*) FROM "CommunityPlaylist" WHERE true GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "CommunityPlaylist_daycount_insert" AFTER INSERT ON "CommunityPlaylist" BEGIN
  INSERT INTO "DailyCount" ("metric", "day", "count") VALUES ('playlists', date(NEW."createdAt", '+9 hours'), 1)
  ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "count" + 1;
END;
CREATE TRIGGER "CommunityPlaylist_daycount_delete" AFTER DELETE ON "CommunityPlaylist" BEGIN
  UPDATE "DailyCount" SET "count" = "count" - 1 WHERE "metric" = 'playlists' AND "day" = date(OLD."createdAt", '+9 hours');
END;
