-- Issue 34 (ADR 0041): 후기 both ways. One review per side and job: the caregiver rates the center, the
-- manager rates the caregiver (three 1–5 ratings, yes/no 다시 일하고 싶어요, up to 200 characters).
-- `visible_at` is when the review may be read by anyone but its writer: the first of a job gets its
-- writing time + 14 days, the second sets both to its own writing time (both become visible together).
-- `counted` says the review is in its subject's totals (kept on the center's and the caregiver's own row,
-- so cards read them with no extra join); the write that reveals and the hourly sweep (14-day reveals)
-- count it, an operator's hide takes it out again.
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"from_side" text NOT NULL,
	"writer_id" integer,
	"center_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"rating1" smallint NOT NULL,
	"rating2" smallint NOT NULL,
	"rating3" smallint NOT NULL,
	"again" boolean NOT NULL,
	"text" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visible_at" timestamp with time zone NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" varchar(200),
	CONSTRAINT "reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE cascade,
	CONSTRAINT "reviews_writer_id_users_id_fk" FOREIGN KEY ("writer_id") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "reviews_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "centers"("id") ON DELETE cascade,
	CONSTRAINT "reviews_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "caregivers"("user_id") ON DELETE cascade,
	CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "reviews_from_check" CHECK ("from_side" IN ('caregiver', 'manager')),
	CONSTRAINT "reviews_ratings_check" CHECK ("rating1" BETWEEN 1 AND 5 AND "rating2" BETWEEN 1 AND 5 AND "rating3" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_job_side_idx" ON "reviews" USING btree ("job_id", "from_side");
--> statement-breakpoint
-- A center's page (caregivers' reviews of it) and a caregiver's (centers' reviews of her), newest first.
CREATE INDEX "reviews_center_idx" ON "reviews" USING btree ("center_id", "visible_at", "id") WHERE "from_side" = 'caregiver';
--> statement-breakpoint
CREATE INDEX "reviews_caregiver_idx" ON "reviews" USING btree ("caregiver_id", "visible_at", "id") WHERE "from_side" = 'manager';
--> statement-breakpoint
-- The sweep's work: revealed by time, not counted yet.
CREATE INDEX "reviews_uncounted_idx" ON "reviews" USING btree ("visible_at") WHERE NOT "counted";
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "review_again" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "review_sum1" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "review_sum2" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "review_sum3" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "review_again" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "review_sum1" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "review_sum2" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "caregivers" ADD COLUMN "review_sum3" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("target_type" IN ('ELDER', 'CONTACT', 'CAREGIVER', 'MESSAGE', 'REVIEW'));
