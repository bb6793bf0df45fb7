-- Issue 20: a new e-mail address waits here for the link mailed to it (contexts/identity/
-- email-change). The token is stored as its SHA-256 hash, bound to the address it was sent to;
-- a newer request of the account voids the open ones (used_at), confirming sets confirmed_at.
CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "email_changes_new_email_lower_case" CHECK ("email_changes"."new_email" = lower("email_changes"."new_email"))
);
--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_hash_unique" ON "email_changes" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "email_changes_user_id_idx" ON "email_changes" USING btree ("user_id");
