-- Issue 33: a 근로계약서 can be reported by either of its parties; operators read it only once reported.
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("target_type" IN ('ELDER', 'CONTACT', 'CAREGIVER', 'MESSAGE', 'REVIEW', 'CONTRACT'));
