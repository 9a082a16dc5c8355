CREATE TABLE "certificate_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"certificate_code" varchar(12) NOT NULL,
	"photo_key" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"refuse_reason" varchar(100),
	CONSTRAINT "certificate_reviews_caregiver_id_unique" UNIQUE("caregiver_id"),
	CONSTRAINT "certificate_reviews_status_check" CHECK ("certificate_reviews"."status" in ('PENDING', 'CONFIRMED', 'REFUSED'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_user_id" integer,
	"target_label" text NOT NULL,
	"reason" text NOT NULL,
	"text" varchar(200) DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"resolution_note" varchar(200),
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('ELDER', 'CONTACT', 'CAREGIVER')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('WRONG_INFO', 'INAPPROPRIATE', 'MONEY', 'OTHER')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('OPEN', 'RESOLVED'))
);
--> statement-breakpoint
ALTER TABLE "certificate_reviews" ADD CONSTRAINT "certificate_reviews_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_reviews" ADD CONSTRAINT "certificate_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_reviews_status_idx" ON "certificate_reviews" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_idx" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");