-- Issue 32: 대화 — one conversation per connection (its id is the connection's), its messages and each
-- side's read mark. Messages are written by a side (caregiver or manager), so a conversation handed to
-- another manager of the center keeps its history. Reports may now name a message.
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"sender_id" integer,
	"from_side" text NOT NULL,
	"text" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" varchar(200),
	CONSTRAINT "messages_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "connections"("id") ON DELETE cascade,
	CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "messages_from_check" CHECK ("from_side" IN ('caregiver', 'manager'))
);
--> statement-breakpoint
CREATE INDEX "messages_connection_idx" ON "messages" USING btree ("connection_id", "id");
--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id", "created_at");
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"connection_id" integer NOT NULL,
	"side" text NOT NULL,
	"read_up_to" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "conversation_reads_connection_id_side_pk" PRIMARY KEY ("connection_id", "side"),
	CONSTRAINT "conversation_reads_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "connections"("id") ON DELETE cascade,
	CONSTRAINT "conversation_reads_side_check" CHECK ("side" IN ('caregiver', 'manager'))
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("target_type" IN ('ELDER', 'CONTACT', 'CAREGIVER', 'MESSAGE'));
