-- The transactional outbox for mail: a mail is written here in the same transaction as the
-- action that causes it (a registration, a reset request), and a worker in the server sends it
-- afterwards, retrying with backoff. A crash after the commit loses nothing: the row waits.
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
-- The worker's question, "what is due?", reads only the pending rows.
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';
