-- Issue 30: 센터 회원 관리. A member who left the center (퇴사) is LEFT: she sends no contacts and accepts
-- no applies; her elders can be handed to a colleague; once she has none she can be removed from the
-- list (removed_at), the account itself is hers to keep or delete.
ALTER TABLE "managers" DROP CONSTRAINT "managers_status_check";--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_status_check" CHECK ("managers"."status" in ('PENDING', 'VERIFIED', 'REFUSED', 'LEFT'));--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "managers" ADD COLUMN "removed_at" timestamp with time zone;
