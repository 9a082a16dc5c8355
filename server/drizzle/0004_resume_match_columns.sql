DROP INDEX "resumes_match_idx";--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "lat" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "lng" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "job_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "work_day_mask" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "work_time_slot_mask" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not know triggers): the columns above exist for the candidate list's
-- covering index. lat/lng/job_open are copies of the caregiver's; the masks are work_day and
-- work_time_slot as bits. Backfill, then the database keeps them in sync; callers never write them.
UPDATE "resumes" AS r SET "lat" = c."lat", "lng" = c."lng", "job_open" = c."job_open",
  "work_day_mask" = (SELECT coalesce(bit_or(1 << d), 0) FROM unnest(r."work_day") AS d),
  "work_time_slot_mask" = (SELECT coalesce(bit_or(1 << s), 0) FROM unnest(r."work_time_slot") AS s)
  FROM "caregivers" AS c WHERE c."user_id" = r."caregiver_id";--> statement-breakpoint
-- Every insert or update of a resume takes the caregiver's current values and recomputes the masks
-- (whatever the caller sent). With no caregiver row the copies are left alone and the foreign key
-- reports the error.
CREATE FUNCTION "resumes_copy_caregiver_match"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  SELECT "lat", "lng", "job_open" INTO c FROM "caregivers" WHERE "user_id" = NEW."caregiver_id";
  IF FOUND THEN
    NEW."lat" := c."lat";
    NEW."lng" := c."lng";
    NEW."job_open" := c."job_open";
  END IF;
  NEW."work_day_mask" := (SELECT coalesce(bit_or(1 << d), 0) FROM unnest(NEW."work_day") AS d);
  NEW."work_time_slot_mask" := (SELECT coalesce(bit_or(1 << s), 0) FROM unnest(NEW."work_time_slot") AS s);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "resumes_copy_caregiver_match" BEFORE INSERT OR UPDATE ON "resumes"
  FOR EACH ROW EXECUTE FUNCTION "resumes_copy_caregiver_match"();--> statement-breakpoint
-- A caregiver who moves or switches 구인 공개/비공개 updates their resume (if any).
CREATE FUNCTION "caregivers_sync_resume_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "resumes" SET "lat" = NEW."lat", "lng" = NEW."lng", "job_open" = NEW."job_open"
    WHERE "caregiver_id" = NEW."user_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "caregivers_sync_resume_match" AFTER UPDATE OF "lat", "lng", "job_open" ON "caregivers"
  FOR EACH ROW
  WHEN (OLD."lat" IS DISTINCT FROM NEW."lat" OR OLD."lng" IS DISTINCT FROM NEW."lng"
    OR OLD."job_open" IS DISTINCT FROM NEW."job_open")
  EXECUTE FUNCTION "caregivers_sync_resume_match"();--> statement-breakpoint
CREATE INDEX "resumes_match_idx" ON "resumes" USING btree ("lat","lng","meal_level","toileting_level","mobility_level","daily_mask","rank_mask","preferred_gender","wage","is_family_preferred","is_pet_preferred","caregiver_id","work_day_mask","work_time_slot_mask") WHERE "resumes"."job_open";
