-- Issue 30: a refused apply vanished from the caregiver's 보낸 지원함 (decline deletes the apply, as the
-- spec says). The decline still deletes it; this keeps only that it was declined — which posting, when
-- she applied and when it was declined, never her phone or message — for her 거절 tab.
CREATE TABLE "declined_applies" (
	"apply_id" integer PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"elder_id" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declined_applies" ADD CONSTRAINT "declined_applies_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_applies" ADD CONSTRAINT "declined_applies_elder_id_elders_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."elders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declined_applies_caregiver_idx" ON "declined_applies" USING btree ("caregiver_id","declined_at");
