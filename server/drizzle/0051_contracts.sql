-- Issue 33 (ADR 0040): 근로계약서. A job has at most one contract; every change is a new version whose
-- fields are a JSON snapshot (never changed afterwards) with the SHA-256 of that content; each side signs
-- a version once (typed name, drawn strokes, time, session); once both signed, the PDF is stored in the
-- private file store and its hash kept. The caregiver's change requests, and every view, signature and
-- download (who, when, from which session).
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "jobs"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_job_idx" ON "contracts" USING btree ("job_id");
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"pdf_key" text,
	"pdf_sha256" varchar(64),
	CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE cascade,
	CONSTRAINT "contract_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_versions_number_idx" ON "contract_versions" USING btree ("contract_id", "version");
--> statement-breakpoint
CREATE TABLE "contract_signatures" (
	"version_id" integer NOT NULL,
	"side" text NOT NULL,
	"user_id" integer,
	"typed_name" varchar(20) NOT NULL,
	"strokes" jsonb NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"session_id" text,
	"ip" text,
	CONSTRAINT "contract_signatures_version_id_side_pk" PRIMARY KEY ("version_id", "side"),
	CONSTRAINT "contract_signatures_version_id_contract_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "contract_versions"("id") ON DELETE cascade,
	CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "contract_signatures_side_check" CHECK ("side" IN ('caregiver', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "contract_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer,
	"section" text NOT NULL,
	"text" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_change_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE cascade,
	CONSTRAINT "contract_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "contract_change_requests_contract_idx" ON "contract_change_requests" USING btree ("contract_id", "id");
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer,
	"side" text NOT NULL,
	"action" text NOT NULL,
	"session_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE cascade,
	CONSTRAINT "contract_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "contract_events_side_check" CHECK ("side" IN ('caregiver', 'manager')),
	CONSTRAINT "contract_events_action_check" CHECK ("action" IN ('create', 'revise', 'view', 'sign', 'download', 'change_request'))
);
--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id", "created_at");
