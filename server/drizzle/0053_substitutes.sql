-- Issue 35 (ADR 0042): 대체 근무. `이날 못 가요` (absences: one row per job and day), the manager's
-- substitute requests (one row each; `days` the dates, the hours the same on each), who was asked in which
-- wave (substitute_offers: one row per request and caregiver, so one push/SMS per person per request),
-- the no-show record (`연락 없이 오지 않았어요`, open to her reply) and the caregiver's `대체 근무 알림 받기`.
ALTER TABLE "caregivers" ADD COLUMN "substitute_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "absences" (
  "id" serial PRIMARY KEY NOT NULL,
  "job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "caregiver_id" integer NOT NULL REFERENCES "caregivers"("user_id") ON DELETE CASCADE,
  "elder_id" integer NOT NULL REFERENCES "elders"("id") ON DELETE CASCADE,
  "manager_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "reason" varchar(200) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "absences_job_day_idx" ON "absences" USING btree ("job_id","day");--> statement-breakpoint
CREATE INDEX "absences_manager_day_idx" ON "absences" USING btree ("manager_id","day");--> statement-breakpoint
CREATE TABLE "substitute_requests" (
  "id" serial PRIMARY KEY NOT NULL,
  "elder_id" integer NOT NULL REFERENCES "elders"("id") ON DELETE CASCADE,
  "manager_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "job_id" integer REFERENCES "jobs"("id") ON DELETE SET NULL,
  "days" date[] NOT NULL,
  "start_minute" smallint NOT NULL,
  "end_minute" smallint NOT NULL,
  "hourly_wage" integer NOT NULL,
  "note" varchar(300) DEFAULT '' NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "substitute_id" integer REFERENCES "caregivers"("user_id") ON DELETE SET NULL,
  "wave" smallint DEFAULT 1 NOT NULL,
  "next_wave_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  CONSTRAINT "substitute_requests_status_check" CHECK ("status" in ('open', 'taken', 'cancelled')),
  CONSTRAINT "substitute_requests_hours_check" CHECK ("start_minute" < "end_minute")
);--> statement-breakpoint
CREATE INDEX "substitute_requests_manager_idx" ON "substitute_requests" USING btree ("manager_id","created_at");--> statement-breakpoint
CREATE INDEX "substitute_requests_substitute_idx" ON "substitute_requests" USING btree ("substitute_id") WHERE "status" = 'taken';--> statement-breakpoint
CREATE INDEX "substitute_requests_wave_idx" ON "substitute_requests" USING btree ("next_wave_at") WHERE "status" = 'open';--> statement-breakpoint
CREATE TABLE "substitute_offers" (
  "request_id" integer NOT NULL REFERENCES "substitute_requests"("id") ON DELETE CASCADE,
  "caregiver_id" integer NOT NULL REFERENCES "caregivers"("user_id") ON DELETE CASCADE,
  "wave" smallint NOT NULL,
  "applicant" boolean NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "substitute_offers_pk" PRIMARY KEY ("request_id","caregiver_id")
);--> statement-breakpoint
CREATE INDEX "substitute_offers_caregiver_idx" ON "substitute_offers" USING btree ("caregiver_id","request_id");--> statement-breakpoint
CREATE TABLE "no_shows" (
  "id" serial PRIMARY KEY NOT NULL,
  "caregiver_id" integer NOT NULL REFERENCES "caregivers"("user_id") ON DELETE CASCADE,
  "manager_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "job_id" integer REFERENCES "jobs"("id") ON DELETE CASCADE,
  "substitute_id" integer REFERENCES "substitute_requests"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "reply" varchar(300),
  "replied_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "no_shows_source_check" CHECK (("job_id" is null) <> ("substitute_id" is null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "no_shows_visit_idx" ON "no_shows" USING btree ("caregiver_id","day",coalesce("job_id", 0),coalesce("substitute_id", 0));--> statement-breakpoint
CREATE INDEX "no_shows_caregiver_idx" ON "no_shows" USING btree ("caregiver_id","day");
