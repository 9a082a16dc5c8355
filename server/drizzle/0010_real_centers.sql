CREATE TABLE "center_data_loads" (
	"source" varchar(40) PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centers" ALTER COLUMN "installation_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "sido" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "sigungu" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "grades" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "grade_year" smallint;--> statement-breakpoint
ALTER TABLE "centers" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "centers_natural_key_idx" ON "centers" USING btree ("name","sido","sigungu");--> statement-breakpoint
CREATE INDEX "centers_bcode_idx" ON "centers" USING btree ("bcode");--> statement-breakpoint
-- Every center before this migration was made up (the demo seed's 22). Those no manager belongs to go;
-- the others stay, unlisted (listed = false), so their managers' center_id keeps working (ADR 0010).
DELETE FROM "centers" c WHERE NOT EXISTS (SELECT 1 FROM "managers" m WHERE m."center_id" = c."id");
