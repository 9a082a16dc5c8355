CREATE TABLE "caregiver_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"caregiver_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"work" varchar(30) NOT NULL,
	"center" varchar(30) NOT NULL,
	CONSTRAINT "caregiver_experiences_dates_check" CHECK ("caregiver_experiences"."end_date" >= "caregiver_experiences"."start_date")
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(13) NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('find-id', 'reset-password'))
);
--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "name_choseong" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "caregiver_experiences" ADD CONSTRAINT "caregiver_experiences_caregiver_id_caregivers_user_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caregiver_experiences_caregiver_idx" ON "caregiver_experiences" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "upload_tokens_user_idx" ON "upload_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_phone_created_idx" ON "verification_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "centers_name_idx" ON "centers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "centers_name_choseong_idx" ON "centers" USING btree ("name_choseong");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");