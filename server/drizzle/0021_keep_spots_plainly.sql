-- Issue 16 (ADR 0026, review): the copies' triggers of migration 0020 without their branch for a row whose
-- id changes. Ids never change (they are serial keys, and a resume's is its caregiver's user id), and the
-- copies' foreign keys (ON UPDATE NO ACTION) would refuse such an update anyway, so the branch could never
-- run. Same behaviour, less to read; resume-sync.test.ts checks the copies against the open rows.
CREATE OR REPLACE FUNCTION "elders_keep_spot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."closed_at" IS NOT NULL THEN
    DELETE FROM "elder_spots" WHERE "id" = OLD."id";
  ELSE
    INSERT INTO "elder_spots" AS s ("id", "lat_cell", "lng", "lat", "match_sig", "manager_id")
      VALUES (NEW."id", NEW."lat_cell", NEW."lng", NEW."lat", NEW."match_sig", NEW."manager_id")
      ON CONFLICT ("id") DO UPDATE SET "lat_cell" = EXCLUDED."lat_cell", "lng" = EXCLUDED."lng",
        "lat" = EXCLUDED."lat", "match_sig" = EXCLUDED."match_sig", "manager_id" = EXCLUDED."manager_id"
      WHERE (s."lat_cell", s."lng", s."lat", s."match_sig", s."manager_id")
        IS DISTINCT FROM (EXCLUDED."lat_cell", EXCLUDED."lng", EXCLUDED."lat", EXCLUDED."match_sig", EXCLUDED."manager_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "resumes_keep_spot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT NEW."job_open" THEN
    DELETE FROM "resume_spots" WHERE "caregiver_id" = OLD."caregiver_id";
  ELSE
    INSERT INTO "resume_spots" AS s ("caregiver_id", "lat_cell", "lng", "lat", "match_sig")
      VALUES (NEW."caregiver_id", NEW."lat_cell", NEW."lng", NEW."lat", NEW."match_sig")
      ON CONFLICT ("caregiver_id") DO UPDATE SET "lat_cell" = EXCLUDED."lat_cell", "lng" = EXCLUDED."lng",
        "lat" = EXCLUDED."lat", "match_sig" = EXCLUDED."match_sig"
      WHERE (s."lat_cell", s."lng", s."lat", s."match_sig")
        IS DISTINCT FROM (EXCLUDED."lat_cell", EXCLUDED."lng", EXCLUDED."lat", EXCLUDED."match_sig");
  END IF;
  RETURN NULL;
END
$$;
