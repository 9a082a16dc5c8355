-- Issue 28 (ADR 0029): the PostgreSQL file store. Every process of a deployment reads the same photos and
-- private files by key; the bytes are kept out of line and uncompressed (JPEG and PDF do not compress, so
-- PostgreSQL's attempt would only cost CPU).
CREATE TABLE "stored_files" (
  "key" text PRIMARY KEY NOT NULL,
  "content_type" text NOT NULL,
  "size" integer NOT NULL,
  "data" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
