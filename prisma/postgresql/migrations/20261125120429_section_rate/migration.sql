-- Playback speed remembered by a section (issue 9): applied while it loops; null keeps the current speed.
-- AlterTable
ALTER TABLE "Section" ADD COLUMN     "rate" DOUBLE PRECISION;

