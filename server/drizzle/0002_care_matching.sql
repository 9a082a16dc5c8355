CREATE TABLE "applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"elder_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"phone" varchar(13) NOT NULL,
	"message" varchar(50) DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "applies_status_check" CHECK ("applies"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "caregiver_bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"elder_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"elder_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"work_type" text NOT NULL,
	"wage_type" text NOT NULL,
	"wage" integer NOT NULL,
	"phone" varchar(13) NOT NULL,
	"message" varchar(50) DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"caregiver_phone" varchar(13),
	"caregiver_message" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "contacts_status_check" CHECK ("contacts"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "manager_bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"elder_id" integer NOT NULL,
	"caregiver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"caregiver_id" integer PRIMARY KEY NOT NULL,
	"job_position" text[] NOT NULL,
	"has_dementia_training" text NOT NULL,
	"certificate_code" varchar(12) NOT NULL,
	"has_vehicle" boolean NOT NULL,
	"work_place" text[] NOT NULL,
	"work_day" integer[] NOT NULL,
	"work_time_slot" integer[] NOT NULL,
	"is_negotiable_time" boolean DEFAULT false NOT NULL,
	"wage" integer NOT NULL,
	"elder_rank" integer[] NOT NULL,
	"meal" text[] NOT NULL,
	"toileting" text[] NOT NULL,
	"mobility" text[] NOT NULL,
	"daily" text[] NOT NULL,
	"meal_level" smallint NOT NULL,
	"toileting_level" smallint NOT NULL,
	"mobility_level" smallint NOT NULL,
	"daily_mask" integer NOT NULL,
	"rank_mask" integer NOT NULL,
	"preferred_gender" text DEFAULT 'EVERY' NOT NULL,
	"is_family_preferred" boolean DEFAULT false NOT NULL,
	"is_pet_preferred" boolean DEFAULT false NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"introduction" varchar(50) DEFAULT '' NOT NULL,
	"title" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumes_preferred_gender_check" CHECK ("resumes"."preferred_gender" in ('EVERY', 'male', 'female')),
	CONSTRAINT "resumes_dementia_check" CHECK ("resumes"."has_dementia_training" in ('COMPLETE', 'INCOMPLETE'))
);
--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "schedule" jsonb DEFAULT '[null,null,null,null,null,null,null]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "negotiable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "meal" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "toileting" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "mobility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "daily" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "meal_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "toileting_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "mobility_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "daily_mask" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "work_requirement" text DEFAULT '방문 요양' NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "wage_type" text DEFAULT '시급' NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "wage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "phone" varchar(13) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "message" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "family" text DEFAULT '집에 없어요' NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "pet" text DEFAULT '없어요' NOT NULL;--> statement-breakpoint
ALTER TABLE "elders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_elder_id_elders_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."elders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_bookmarks" ADD CONSTRAINT "caregiver_bookmarks_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_bookmarks" ADD CONSTRAINT "caregiver_bookmarks_elder_id_elders_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."elders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_elder_id_elders_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."elders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_bookmarks" ADD CONSTRAINT "manager_bookmarks_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_bookmarks" ADD CONSTRAINT "manager_bookmarks_elder_id_elders_id_fk" FOREIGN KEY ("elder_id") REFERENCES "public"."elders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_bookmarks" ADD CONSTRAINT "manager_bookmarks_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applies_caregiver_status_idx" ON "applies" USING btree ("caregiver_id","status","created_at");--> statement-breakpoint
CREATE INDEX "applies_elder_status_idx" ON "applies" USING btree ("elder_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applies_one_pending_idx" ON "applies" USING btree ("elder_id","caregiver_id") WHERE "applies"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "caregiver_bookmarks_pair_idx" ON "caregiver_bookmarks" USING btree ("caregiver_id","elder_id");--> statement-breakpoint
CREATE INDEX "contacts_caregiver_status_idx" ON "contacts" USING btree ("caregiver_id","status","created_at");--> statement-breakpoint
CREATE INDEX "contacts_elder_status_idx" ON "contacts" USING btree ("elder_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_one_pending_idx" ON "contacts" USING btree ("elder_id","caregiver_id") WHERE "contacts"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "manager_bookmarks_pair_idx" ON "manager_bookmarks" USING btree ("elder_id","caregiver_id");--> statement-breakpoint
CREATE INDEX "manager_bookmarks_manager_idx" ON "manager_bookmarks" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "elders_manager_name_idx" ON "elders" USING btree ("manager_id","name");