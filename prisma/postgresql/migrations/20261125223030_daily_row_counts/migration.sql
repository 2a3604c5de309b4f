-- Admin stats (decision 117): rows per day of creation in Korea's time zone, kept in
-- DailyCount in the same transaction as every insert and delete (cascaded deletes
-- fire these triggers too), so a figure per day reads one row, not every row of it.

CREATE FUNCTION "day_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO "DailyCount" ("metric", "day", "count")
     SELECT %L, to_char(%I + interval ''9 hours'', ''YYYY-MM-DD''), COUNT(*) FROM new_rows GROUP BY 2
     ON CONFLICT ("metric", "day") DO UPDATE SET "count" = "DailyCount"."count" + excluded."count"',
    TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;

CREATE FUNCTION "day_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE "DailyCount" d SET "count" = d."count" - o.n
     FROM (SELECT to_char(%I + interval ''9 hours'', ''YYYY-MM-DD'') AS day, COUNT(*) AS n FROM old_rows GROUP BY 1) o
     WHERE d."metric" = %L AND d."day" = o.day',
    TG_ARGV[1], TG_ARGV[0]);
  RETURN NULL;
END $$;

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'signUps', to_char("createdAt" + interval '9 hours', 'YYYY-MM-DD'), COUNT(*) FROM "User" GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "User_daycount_insert" AFTER INSERT ON "User"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_inserted"('signUps', 'createdAt');
CREATE TRIGGER "User_daycount_delete" AFTER DELETE ON "User"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_deleted"('signUps', 'createdAt');

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'plays', to_char("playedAt" + interval '9 hours', 'YYYY-MM-DD'), COUNT(*) FROM "PlayHistory" GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "PlayHistory_daycount_insert" AFTER INSERT ON "PlayHistory"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_inserted"('plays', 'playedAt');
CREATE TRIGGER "PlayHistory_daycount_delete" AFTER DELETE ON "PlayHistory"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_deleted"('plays', 'playedAt');

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'sections', to_char("createdAt" + interval '9 hours', 'YYYY-MM-DD'), COUNT(*) FROM "Section" GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "Section_daycount_insert" AFTER INSERT ON "Section"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_inserted"('sections', 'createdAt');
CREATE TRIGGER "Section_daycount_delete" AFTER DELETE ON "Section"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_deleted"('sections', 'createdAt');

INSERT INTO "DailyCount" ("metric", "day", "count")
SELECT 'playlists', to_char("createdAt" + interval '9 hours', 'YYYY-MM-DD'), COUNT(*) FROM "CommunityPlaylist" GROUP BY 2
ON CONFLICT ("metric", "day") DO UPDATE SET "count" = excluded."count";
CREATE TRIGGER "CommunityPlaylist_daycount_insert" AFTER INSERT ON "CommunityPlaylist"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_inserted"('playlists', 'createdAt');
CREATE TRIGGER "CommunityPlaylist_daycount_delete" AFTER DELETE ON "CommunityPlaylist"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "day_count_deleted"('playlists', 'createdAt');
