-- Issue 20: "Mijn gegevens downloaden" (contexts/privacy). The password authorises one download
-- (a one-time token, kept as its hash, bound to the session); every export is recorded.
CREATE TABLE "data_export_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_export_authorisations" ADD CONSTRAINT "data_export_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "data_export_authorisations_token_hash_unique" ON "data_export_authorisations" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "data_export_authorisations_user_id_idx" ON "data_export_authorisations" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"size_bytes" bigint,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "data_exports_completed_has_size" CHECK (("data_exports"."completed_at" is null) = ("data_exports"."size_bytes" is null))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at");
