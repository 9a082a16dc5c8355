-- Issue 29. Hourly limits of reports and membership requests, counted where every API process sees them.
CREATE TABLE "hourly_limits" (
  "action" varchar(40) NOT NULL,
  "subject" varchar(100) NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "count" integer NOT NULL,
  CONSTRAINT "hourly_limits_action_subject_pk" PRIMARY KEY ("action", "subject")
);--> statement-breakpoint
CREATE INDEX "hourly_limits_window_idx" ON "hourly_limits" USING btree ("window_start");--> statement-breakpoint
-- The account a notification's title quotes, so 회원 탈퇴 scrubs it: the caregiver's resume title in the
-- manager's notifications, the manager's posting in the caregiver's, the requester's name in a membership
-- request. Filled for the notifications whose contact or apply still exists.
ALTER TABLE "notifications" ADD COLUMN "subject_user_id" integer;--> statement-breakpoint
UPDATE "notifications" n SET "subject_user_id" = c."caregiver_id" FROM "contacts" c
  WHERE n."type" IN ('contact_accepted', 'contact_declined') AND c."id" = n."ref_id";--> statement-breakpoint
UPDATE "notifications" n SET "subject_user_id" = c."manager_id" FROM "contacts" c
  WHERE n."type" IN ('contact_received', 'contact_withdrawn') AND c."id" = n."ref_id";--> statement-breakpoint
UPDATE "notifications" n SET "subject_user_id" = a."caregiver_id" FROM "applies" a
  WHERE n."type" IN ('apply_received', 'apply_withdrawn') AND a."id" = n."ref_id";--> statement-breakpoint
UPDATE "notifications" n SET "subject_user_id" = e."manager_id" FROM "applies" a, "elders" e
  WHERE n."type" IN ('apply_accepted', 'apply_declined') AND a."id" = n."ref_id" AND e."id" = a."elder_id";--> statement-breakpoint
UPDATE "notifications" SET "subject_user_id" = "ref_id" WHERE "type" = 'membership_requested';--> statement-breakpoint
-- Accounts deleted before this migration: their quotes go now.
UPDATE "notifications" n SET "title" = '탈퇴한 회원' FROM "users" u
  WHERE u."id" = n."subject_user_id" AND u."login_id" LIKE '~deleted%';--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject_user_id")
  WHERE "subject_user_id" is not null;
