-- Issue 16: each resume's hard-filter capabilities and each elder's needs as one integer of bits
-- (matching/signature.ts), so a count's filter is one AND and compare per row, read from a narrow index
-- of the box, those bits and what a count returns; the high_salary probe's bound reads the highest wage
-- of a latitude band from resumes_band_wage_idx. On a large database, VACUUM ANALYZE resumes and elders
-- afterwards: adding the columns rewrites both tables, and index-only scans visit the heap until then.
ALTER TABLE "elders" ADD COLUMN "match_sig" integer GENERATED ALWAYS AS ((1 << (meal_level - 1)) | ((1 << (toileting_level - 1)) << 4) | ((1 << (mobility_level - 1)) << 8) | (daily_mask << 12) | ((1 << rank) << 17) | ((case gender when 'male' then 1 else 2 end) << 24)) STORED;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "match_sig" integer GENERATED ALWAYS AS (((1 << meal_level) - 1) | (((1 << toileting_level) - 1) << 4) | (((1 << mobility_level) - 1) << 8) | (daily_mask << 12) | ((rank_mask & 126) << 17) | ((case preferred_gender when 'EVERY' then 3 when 'male' then 1 else 2 end) << 24)) STORED;--> statement-breakpoint
CREATE INDEX "elders_near_count_idx" ON "elders" USING btree ("lat_cell","lng","lat","match_sig","id","manager_id") WHERE "elders"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "resumes_count_idx" ON "resumes" USING btree ("lat_cell","lng","lat","match_sig","caregiver_id") WHERE "resumes"."job_open";--> statement-breakpoint
CREATE INDEX "resumes_band_wage_idx" ON "resumes" USING btree ("lat_cell","wage") WHERE "resumes"."job_open";
