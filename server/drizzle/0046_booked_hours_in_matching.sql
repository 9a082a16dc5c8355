-- Issue 31 (ADR 0036): her hours are taken. `resumes.booked` holds the caregiver's hours taken by her
-- active jobs (the `booked_hours` view of migration 0043) in the matching schedule's own terms: a flat
-- integer array of (weekday 0 = Monday, start, end) triples, seconds after midnight, each triple inside
-- one slot (9–12, 12–18, 18–21; hours outside them are never matched), overlapping visits merged, in
-- weekday and start order; '{}' when nothing is booked. Triggers on `jobs` keep it: any insert, update
-- or delete that touches an active job recomputes the caregiver's value, so ending a job gives the hours
-- back at once. The candidate query reads it from resumes_match_idx (index-only, as before).
ALTER TABLE "resumes" ADD COLUMN "booked" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "booked_of"(cid integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  WITH v AS (
    SELECT b."weekday" AS d, s.n AS slot,
      greatest(b."start_minute" * 60, s.lo) AS st, least(b."end_minute" * 60, s.hi) AS en
    FROM "booked_hours" b
    CROSS JOIN (VALUES (0, 32400, 43200), (1, 43200, 64800), (2, 64800, 75600)) AS s(n, lo, hi)
    WHERE b."caregiver_id" = cid AND b."weekday" BETWEEN 0 AND 6
      AND least(b."end_minute" * 60, s.hi) > greatest(b."start_minute" * 60, s.lo)
  ), m AS (
    SELECT d, slot, st, en, max(en) OVER (PARTITION BY d, slot ORDER BY st, en
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before_end
    FROM v
  ), g AS (
    SELECT d, slot, st, en,
      sum(CASE WHEN before_end >= st THEN 0 ELSE 1 END) OVER (PARTITION BY d, slot ORDER BY st, en) AS grp
    FROM m
  ), merged AS (
    SELECT d, min(st) AS st, max(en) AS en FROM g GROUP BY d, slot, grp
  )
  SELECT coalesce(array_agg(u.x ORDER BY merged.d, merged.st, u.k), '{}')
  FROM merged CROSS JOIN LATERAL unnest(ARRAY[merged.d, merged.st, merged.en]) WITH ORDINALITY AS u(x, k)
$$;--> statement-breakpoint
CREATE FUNCTION "jobs_keep_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW."status" = 'active' THEN
    UPDATE "resumes" SET "booked" = "booked_of"(NEW."caregiver_id")
      WHERE "caregiver_id" = NEW."caregiver_id" AND "booked" IS DISTINCT FROM "booked_of"(NEW."caregiver_id");
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."status" = 'active'
    AND (TG_OP = 'DELETE' OR NEW."status" <> 'active' OR NEW."caregiver_id" <> OLD."caregiver_id") THEN
    UPDATE "resumes" SET "booked" = "booked_of"(OLD."caregiver_id")
      WHERE "caregiver_id" = OLD."caregiver_id" AND "booked" IS DISTINCT FROM "booked_of"(OLD."caregiver_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_keep_booked" AFTER INSERT OR UPDATE OR DELETE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_keep_booked"();--> statement-breakpoint
-- A resume written again (deleted and registered anew) starts from her active jobs, not from '{}'.
CREATE FUNCTION "resumes_start_booked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."booked" := "booked_of"(NEW."caregiver_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "resumes_start_booked" BEFORE INSERT ON "resumes"
  FOR EACH ROW EXECUTE FUNCTION "resumes_start_booked"();--> statement-breakpoint
UPDATE "resumes" r SET "booked" = "booked_of"(r."caregiver_id")
  WHERE EXISTS (SELECT 1 FROM "jobs" j WHERE j."caregiver_id" = r."caregiver_id" AND j."status" = 'active');--> statement-breakpoint
DROP INDEX "resumes_match_idx";--> statement-breakpoint
CREATE INDEX "resumes_match_idx" ON "resumes" USING btree ("lat_cell","lng","lat","meal_level","toileting_level","mobility_level","daily_mask","rank_mask","preferred_gender","wage","is_family_preferred","is_pet_preferred","caregiver_id","work_day_mask","work_time_slot_mask","booked") WHERE "resumes"."job_open";
