-- Issue 30 (field test, second round), caregiver side.
-- 1. An experience may be current (현재 근무 중): a sign-up experience without an end date is stored with
--    end_date null instead of being dropped. Resumes keep their entries in jsonb ({..., "current": true}).
ALTER TABLE "caregiver_experiences" ALTER COLUMN "end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "caregiver_experiences" DROP CONSTRAINT "caregiver_experiences_dates_check";--> statement-breakpoint
ALTER TABLE "caregiver_experiences" ADD CONSTRAINT "caregiver_experiences_dates_check" CHECK ("caregiver_experiences"."end_date" IS NULL OR "caregiver_experiences"."end_date" >= "caregiver_experiences"."start_date");--> statement-breakpoint
-- 2. PRODUCT.md "Data rules": an apply, accept or contact message is up to 200 characters, the elder's
--    요양보호사에게 남길 말 and the center's 한 줄 소개 up to 300 (they stopped at 50). Widening a varchar
--    rewrites nothing.
ALTER TABLE "contacts" ALTER COLUMN "message" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "caregiver_message" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "applies" ALTER COLUMN "message" SET DATA TYPE varchar(200);--> statement-breakpoint
ALTER TABLE "elders" ALTER COLUMN "message" SET DATA TYPE varchar(300);--> statement-breakpoint
ALTER TABLE "centers" ALTER COLUMN "one_line_intro" SET DATA TYPE varchar(300);
