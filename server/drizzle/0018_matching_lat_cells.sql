-- Issue 16: the matching indexes lead with a latitude band (0.01°, geo/distance.ts latCells) instead of
-- lat, so a bounding box is read one band at a time with lng bounding each range, not as the whole
-- country's width of its latitude band.
DROP INDEX "elders_near_idx";--> statement-breakpoint
DROP INDEX "resumes_match_idx";--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "lat_cell" integer GENERATED ALWAYS AS (floor(lat * 100)::int) STORED;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "lat_cell" integer GENERATED ALWAYS AS (floor(lat * 100)::int) STORED;--> statement-breakpoint
CREATE INDEX "elders_near_idx" ON "elders" USING btree ("lat_cell","lng","lat","meal_level","toileting_level","mobility_level","daily_mask","rank","gender","created_at","id","manager_id") WHERE "elders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "resumes_match_idx" ON "resumes" USING btree ("lat_cell","lng","lat","meal_level","toileting_level","mobility_level","daily_mask","rank_mask","preferred_gender","wage","is_family_preferred","is_pet_preferred","caregiver_id","work_day_mask","work_time_slot_mask") WHERE "resumes"."job_open";