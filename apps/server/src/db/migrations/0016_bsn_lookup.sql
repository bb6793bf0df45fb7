-- Issue 16 point 10: a BSN belongs to one person. The BSN stays sealed (bsn_sealed); beside it
-- a keyed hash (HMAC-SHA256, key derived from DATA_ENCRYPTION_KEY, security/bsn-lookup.ts)
-- finds the account that holds a BSN, and the unique index lets only one account hold it.
ALTER TABLE "personal_info" ADD COLUMN "bsn_hash" bytea;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_info_bsn_hash_unique" ON "personal_info" USING btree ("bsn_hash");--> statement-breakpoint
-- The history of personal information an application changed: who, when, old → new.
CREATE TABLE "personal_data_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_data_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"related_person_id" integer,
	"changed_by" uuid,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "personal_data_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "personal_data_changes_related_person_id_related_persons_id_fk" FOREIGN KEY ("related_person_id") REFERENCES "public"."related_persons"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "personal_data_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);--> statement-breakpoint
CREATE INDEX "personal_data_changes_user_id_idx" ON "personal_data_changes" USING btree ("user_id");
