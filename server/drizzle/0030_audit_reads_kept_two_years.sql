-- Issue 29 (개인정보보호법's access log). The audit log now also records operators' reads of personal data.
-- Who acted is kept as it was when the row was written: an operator's later 회원 탈퇴 renames the users
-- row, and the log must still say who read what.
ALTER TABLE "audit_log" ADD COLUMN "actor_login_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
UPDATE "audit_log" a SET "actor_login_id" = u."login_id", "actor_name" = u."name"
  FROM "users" u WHERE u."id" = a."actor_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_actor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."actor_id" IS NOT NULL AND NEW."actor_login_id" IS NULL THEN
    SELECT u."login_id", u."name" INTO NEW."actor_login_id", NEW."actor_name"
      FROM "users" u WHERE u."id" = NEW."actor_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_actor" BEFORE INSERT ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_actor"();--> statement-breakpoint
-- Kept at least two years: a row younger than that is neither deleted nor rewritten (the foreign key
-- may still clear actor_id; who acted stays in actor_login_id).
CREATE OR REPLACE FUNCTION "audit_log_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."created_at" > now() - interval '2 years' THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'audit_log rows are kept for two years';
    END IF;
    IF (NEW."action", NEW."target_type", NEW."target_id", NEW."detail", NEW."created_at",
        NEW."actor_login_id", NEW."actor_name")
       IS DISTINCT FROM (OLD."action", OLD."target_type", OLD."target_id", OLD."detail", OLD."created_at",
        OLD."actor_login_id", OLD."actor_name") THEN
      RAISE EXCEPTION 'audit_log rows are kept for two years';
    END IF;
  END IF;
  RETURN COALESCE(NEW, OLD);
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_keep" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_keep"();--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action" text_pattern_ops, "created_at");
