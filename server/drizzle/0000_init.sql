CREATE TABLE "caregivers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"zonecode" varchar(10) NOT NULL,
	"road_address" text NOT NULL,
	"jibun_address" text NOT NULL,
	"bcode" varchar(10) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"introduction" varchar(50) DEFAULT '' NOT NULL,
	"profile_image" text,
	"job_open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"road_address" text NOT NULL,
	"jibun_address" text NOT NULL,
	"detail_address" text DEFAULT '' NOT NULL,
	"bcode" varchar(10) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"has_car" boolean DEFAULT true NOT NULL,
	"final_grade" text NOT NULL,
	"installation_time" date NOT NULL,
	"one_line_intro" varchar(50) DEFAULT '' NOT NULL,
	CONSTRAINT "centers_final_grade_check" CHECK ("centers"."final_grade" in ('A', 'B', 'C', 'D', 'E'))
);
--> statement-breakpoint
CREATE TABLE "elders" (
	"id" serial PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"gender" text NOT NULL,
	"birth" date NOT NULL,
	"zonecode" varchar(10) NOT NULL,
	"road_address" text NOT NULL,
	"jibun_address" text NOT NULL,
	"bcode" varchar(10) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elders_gender_check" CHECK ("elders"."gender" in ('male', 'female')),
	CONSTRAINT "elders_rank_check" CHECK ("elders"."rank" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"auto_login" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" varchar(20) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(10) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ROLE_CAREGIVER', 'ROLE_MANAGER'))
);
--> statement-breakpoint
ALTER TABLE "caregivers" ADD CONSTRAINT "caregivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elders" ADD CONSTRAINT "elders_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caregivers_lat_lng_idx" ON "caregivers" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "centers_lat_lng_idx" ON "centers" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "elders_lat_lng_idx" ON "elders" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "elders_manager_idx" ON "elders" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");