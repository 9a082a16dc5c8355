-- Issue 31 (ADR 0035): from a phone number to a job. A connection is one accepted contact or apply between
-- a caregiver, an elder and the elder's manager; a job is proposed on a connection, confirmed (근무 중) or
-- talked over (다시 이야기해요), and ended with a last day and a reason. Conversations, contracts, reviews
-- and substitute requests attach to these ids.
CREATE TABLE "connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"elder_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"contact_id" integer,
	"apply_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "connections_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "caregivers"("user_id") ON DELETE cascade,
	CONSTRAINT "connections_elder_id_elders_id_fk" FOREIGN KEY ("elder_id") REFERENCES "elders"("id") ON DELETE cascade,
	CONSTRAINT "connections_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "connections_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade,
	CONSTRAINT "connections_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "applies"("id") ON DELETE cascade,
	CONSTRAINT "connections_source_check" CHECK (("contact_id" IS NULL) <> ("apply_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "connections_contact_idx" ON "connections" USING btree ("contact_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "connections_apply_idx" ON "connections" USING btree ("apply_id");
--> statement-breakpoint
CREATE INDEX "connections_caregiver_idx" ON "connections" USING btree ("caregiver_id", "created_at");
--> statement-breakpoint
CREATE INDEX "connections_manager_idx" ON "connections" USING btree ("manager_id", "created_at");
--> statement-breakpoint
CREATE INDEX "connections_elder_caregiver_idx" ON "connections" USING btree ("elder_id", "caregiver_id");
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"elder_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"start_date" date NOT NULL,
	"schedule" jsonb NOT NULL,
	"hourly_wage" integer NOT NULL,
	"work_type" text NOT NULL,
	"keep_open" boolean DEFAULT false NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"talk_reason" varchar(200),
	"talk_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"last_day" date,
	"end_reason" text,
	"end_note" varchar(200),
	"ended_by" text,
	"experience_added_at" timestamp with time zone,
	CONSTRAINT "jobs_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "connections"("id") ON DELETE cascade,
	CONSTRAINT "jobs_elder_id_elders_id_fk" FOREIGN KEY ("elder_id") REFERENCES "elders"("id") ON DELETE cascade,
	CONSTRAINT "jobs_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "caregivers"("user_id") ON DELETE cascade,
	CONSTRAINT "jobs_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "jobs_status_check" CHECK ("status" IN ('proposed', 'active', 'talk', 'ended')),
	CONSTRAINT "jobs_ended_by_check" CHECK ("ended_by" IS NULL OR "ended_by" IN ('caregiver', 'manager', 'system')),
	CONSTRAINT "jobs_hourly_wage_check" CHECK ("hourly_wage" >= 0)
);
--> statement-breakpoint
-- At most one proposed-or-active job per caregiver and elder: two proposals racing make one.
CREATE UNIQUE INDEX "jobs_one_open_idx" ON "jobs" USING btree ("caregiver_id", "elder_id") WHERE "status" IN ('proposed', 'active');
--> statement-breakpoint
CREATE INDEX "jobs_caregiver_status_idx" ON "jobs" USING btree ("caregiver_id", "status");
--> statement-breakpoint
CREATE INDEX "jobs_manager_elder_idx" ON "jobs" USING btree ("manager_id", "elder_id", "status");
--> statement-breakpoint
CREATE INDEX "jobs_connection_idx" ON "jobs" USING btree ("connection_id");
--> statement-breakpoint
-- Booked hours, in one place: every visit of every active job as (caregiver, job, weekday 0 = Monday,
-- start and end minute). 내 일정, clash checks, substitutes' "free at those hours" and matching read it.
CREATE VIEW "booked_hours" AS
SELECT j."caregiver_id", j."id" AS "job_id", (d.n - 1)::int AS "weekday",
	(split_part(d.day->>'start', ':', 1)::int * 60 + split_part(d.day->>'start', ':', 2)::int) AS "start_minute",
	(split_part(d.day->>'end', ':', 1)::int * 60 + split_part(d.day->>'end', ':', 2)::int) AS "end_minute"
FROM "jobs" j
CROSS JOIN LATERAL jsonb_array_elements(j."schedule") WITH ORDINALITY AS d(day, n)
WHERE j."status" = 'active' AND jsonb_typeof(d.day) = 'object';
--> statement-breakpoint
-- Every contact and apply accepted before this migration is a connection from its acceptance; one whose
-- caregiver or manager has since deleted the account (`~deleted…`) or been suspended has ended.
INSERT INTO "connections" ("caregiver_id", "elder_id", "manager_id", "contact_id", "created_at", "ended_at")
SELECT c."caregiver_id", c."elder_id", e."manager_id", c."id", coalesce(c."accepted_at", c."created_at"),
	CASE WHEN cu."login_id" LIKE '~deleted%' OR cu."suspended_at" IS NOT NULL
		OR mu."login_id" LIKE '~deleted%' OR mu."suspended_at" IS NOT NULL THEN now() END
FROM "contacts" c
JOIN "elders" e ON e."id" = c."elder_id"
JOIN "users" cu ON cu."id" = c."caregiver_id"
JOIN "users" mu ON mu."id" = e."manager_id"
WHERE c."status" = 'accepted'
ORDER BY coalesce(c."accepted_at", c."created_at"), c."id";
--> statement-breakpoint
INSERT INTO "connections" ("caregiver_id", "elder_id", "manager_id", "apply_id", "created_at", "ended_at")
SELECT a."caregiver_id", a."elder_id", e."manager_id", a."id", coalesce(a."accepted_at", a."created_at"),
	CASE WHEN cu."login_id" LIKE '~deleted%' OR cu."suspended_at" IS NOT NULL
		OR mu."login_id" LIKE '~deleted%' OR mu."suspended_at" IS NOT NULL THEN now() END
FROM "applies" a
JOIN "elders" e ON e."id" = a."elder_id"
JOIN "users" cu ON cu."id" = a."caregiver_id"
JOIN "users" mu ON mu."id" = e."manager_id"
WHERE a."status" = 'accepted'
ORDER BY coalesce(a."accepted_at", a."created_at"), a."id";
