-- Issue 16 (ADR 0026): the lists' counts read narrow copies of the open postings and open resumes,
-- whose heaps fit one visibility-map page (see schema.ts). drizzle-kit wrote the tables, foreign keys and
-- indexes; the backfill (placed before the keys and indexes, so that they are built once over the copied
-- rows) and the triggers that keep the copies are hand-written, as drizzle-kit does not know triggers.
-- Callers never write elder_spots or resume_spots. On a large database, VACUUM ANALYZE both afterwards,
-- so that index-only scans need not visit their heaps until autovacuum does it.
CREATE TABLE "elder_spots" (
	"id" integer PRIMARY KEY NOT NULL,
	"lat_cell" integer NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"match_sig" integer NOT NULL,
	"manager_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_spots" (
	"caregiver_id" integer PRIMARY KEY NOT NULL,
	"lat_cell" integer NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"match_sig" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "elders_near_count_idx";--> statement-breakpoint
DROP INDEX "resumes_count_idx";--> statement-breakpoint
INSERT INTO "elder_spots" ("id", "lat_cell", "lng", "lat", "match_sig", "manager_id")
  SELECT "id", "lat_cell", "lng", "lat", "match_sig", "manager_id" FROM "elders" WHERE "closed_at" IS NULL;--> statement-breakpoint
INSERT INTO "resume_spots" ("caregiver_id", "lat_cell", "lng", "lat", "match_sig")
  SELECT "caregiver_id", "lat_cell", "lng", "lat", "match_sig" FROM "resumes" WHERE "job_open";--> statement-breakpoint
ALTER TABLE "elder_spots" ADD CONSTRAINT "elder_spots_id_elders_id_fk" FOREIGN KEY ("id") REFERENCES "public"."elders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_spots" ADD CONSTRAINT "resume_spots_caregiver_id_resumes_caregiver_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."resumes"("caregiver_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elder_spots_count_idx" ON "elder_spots" USING btree ("lat_cell","lng","lat","match_sig","id","manager_id");--> statement-breakpoint
CREATE INDEX "resume_spots_count_idx" ON "resume_spots" USING btree ("lat_cell","lng","lat","match_sig","caregiver_id");--> statement-breakpoint
-- After every insert, update or delete of an elder: an open one has its row (written only when a copied
-- value changed), a closed or deleted one has none. AFTER triggers see the generated columns' values.
CREATE FUNCTION "elders_keep_spot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."closed_at" IS NOT NULL THEN
    DELETE FROM "elder_spots" WHERE "id" = OLD."id";
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."id" <> NEW."id" THEN
    DELETE FROM "elder_spots" WHERE "id" = OLD."id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."closed_at" IS NULL THEN
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
CREATE TRIGGER "elders_keep_spot" AFTER INSERT OR UPDATE OR DELETE ON "elders"
  FOR EACH ROW EXECUTE FUNCTION "elders_keep_spot"();--> statement-breakpoint
-- The same for resumes: an open one (job_open, itself the caregiver's, copied by migration 0004's
-- triggers) has its row. A caregiver who moves or closes 구인 updates her resume, which fires this.
CREATE FUNCTION "resumes_keep_spot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NOT NEW."job_open" THEN
    DELETE FROM "resume_spots" WHERE "caregiver_id" = OLD."caregiver_id";
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."caregiver_id" <> NEW."caregiver_id" THEN
    DELETE FROM "resume_spots" WHERE "caregiver_id" = OLD."caregiver_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."job_open" THEN
    INSERT INTO "resume_spots" AS s ("caregiver_id", "lat_cell", "lng", "lat", "match_sig")
      VALUES (NEW."caregiver_id", NEW."lat_cell", NEW."lng", NEW."lat", NEW."match_sig")
      ON CONFLICT ("caregiver_id") DO UPDATE SET "lat_cell" = EXCLUDED."lat_cell", "lng" = EXCLUDED."lng",
        "lat" = EXCLUDED."lat", "match_sig" = EXCLUDED."match_sig"
      WHERE (s."lat_cell", s."lng", s."lat", s."match_sig")
        IS DISTINCT FROM (EXCLUDED."lat_cell", EXCLUDED."lng", EXCLUDED."lat", EXCLUDED."match_sig");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "resumes_keep_spot" AFTER INSERT OR UPDATE OR DELETE ON "resumes"
  FOR EACH ROW EXECUTE FUNCTION "resumes_keep_spot"();
