-- Uploaded documents (identity documents, KvK and UBO extracts, CLN) for an investment
-- application: stored here, encrypted with AES-256-GCM under DATA_ENCRYPTION_KEY (iv, auth_tag,
-- ciphertext), so any instance serves them and none keeps them on its disk. An upload belongs to
-- the investor who sent it; an application claims it by setting `reference`. Unclaimed uploads
-- are removed after a day.
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"referenced_at" timestamp with time zone,
	"reference" text,
	"iv" bytea NOT NULL,
	"auth_tag" bytea NOT NULL,
	"ciphertext" bytea NOT NULL,
	CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "uploads_content_type" CHECK ("uploads"."content_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "uploads_size" CHECK ("uploads"."size" between 1 and 10485760),
	CONSTRAINT "uploads_reference_has_date" CHECK (("uploads"."reference" is null) = ("uploads"."referenced_at" is null))
);
--> statement-breakpoint
CREATE INDEX "uploads_user_id_idx" ON "uploads" USING btree ("user_id");
--> statement-breakpoint
-- The cleanup's search: unclaimed uploads by age.
CREATE INDEX "uploads_unreferenced_created_at_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."reference" is null;
