-- Where a song's title and artist come from (issue 26, decision 130).
ALTER TABLE "Song" ADD COLUMN "detailsFrom" TEXT NOT NULL DEFAULT 'youtube';
CREATE INDEX "Song_detailsFrom_id_idx" ON "Song"("detailsFrom", "id");
