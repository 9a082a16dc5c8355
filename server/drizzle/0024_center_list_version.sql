-- Issue 28: the version of the national center list last loaded (its newest evaluation year and how many
-- evaluations of that year it holds), so a process started with an older file refuses to load it instead
-- of rewriting the shared table back (unless CENTERS_FORCE=true). Null for a load from before: filled in
-- at the next start from the same file.
ALTER TABLE "center_data_loads" ADD COLUMN "newest_year" smallint;
--> statement-breakpoint
ALTER TABLE "center_data_loads" ADD COLUMN "newest_year_rows" integer;
