-- Issue 30: 돌봄 종료. An elder's care ends (입원, 별세, 종결): the posting closes for good, the pending
-- applies and contacts end, her jobs and connections end. The row stays for the history of those jobs.
ALTER TABLE "elders" ADD COLUMN "care_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "care_end_reason" text;--> statement-breakpoint
ALTER TABLE "elders" ADD CONSTRAINT "elders_care_end_reason_check" CHECK ("elders"."care_end_reason" is null or "elders"."care_end_reason" in ('입원', '별세', '종결'));
