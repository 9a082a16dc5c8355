DROP INDEX "caregivers_lat_lng_idx";--> statement-breakpoint
DROP INDEX "elders_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "caregivers_match_idx" ON "caregivers" USING btree ("lat","lng","job_open","user_id");--> statement-breakpoint
CREATE INDEX "elders_match_idx" ON "elders" USING btree ("lat","lng","meal_level","toileting_level","mobility_level","daily_mask","rank","gender","created_at","id");--> statement-breakpoint
CREATE INDEX "resumes_match_idx" ON "resumes" USING btree ("caregiver_id","meal_level","toileting_level","mobility_level","daily_mask","rank_mask","preferred_gender","wage","is_family_preferred","is_pet_preferred","work_day","work_time_slot");