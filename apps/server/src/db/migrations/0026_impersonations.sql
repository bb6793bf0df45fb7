-- Issue 21: an administrator viewing the portal as an investor (contexts/identity/impersonation).
-- The lists of values come from packages/domain (administration/impersonation.ts). The audit
-- log is append-only: requests are never changed or deleted, an impersonation only changes its
-- mode, consent and end.
CREATE TYPE "public"."impersonation_mode" AS ENUM('alleen-lezen', 'namens');
--> statement-breakpoint
CREATE TYPE "public"."impersonation_end_reason" AS ENUM('beheerder', 'belegger', 'verlopen', 'uitgelogd');
--> statement-breakpoint
CREATE TABLE "impersonations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_logged_in_at" timestamp with time zone NOT NULL,
	"investor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"mode" "impersonation_mode" NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consented_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" "impersonation_end_reason",
	CONSTRAINT "impersonations_ended_has_reason" CHECK (("impersonations"."ended_at" is null) = ("impersonations"."end_reason" is null)),
	CONSTRAINT "impersonations_namens_has_consent" CHECK (("impersonations"."mode" = 'namens') = ("impersonations"."consented_at" is not null)),
	CONSTRAINT "impersonations_reason_given" CHECK (length(btrim("impersonations"."reason")) between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "impersonations_admin_login_idx" ON "impersonations" USING btree ("admin_id","admin_logged_in_at");
--> statement-breakpoint
CREATE INDEX "impersonations_investor_started_idx" ON "impersonations" USING btree ("investor_id","started_at");
--> statement-breakpoint
CREATE INDEX "impersonations_started_idx" ON "impersonations" USING btree ("started_at");
--> statement-breakpoint
CREATE TABLE "impersonation_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impersonation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"impersonation_id" uuid NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impersonation_requests" ADD CONSTRAINT "impersonation_requests_impersonation_id_impersonations_id_fk" FOREIGN KEY ("impersonation_id") REFERENCES "public"."impersonations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "impersonation_requests_impersonation_idx" ON "impersonation_requests" USING btree ("impersonation_id","at");
--> statement-breakpoint
CREATE TABLE "consent_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consent_codes" ADD CONSTRAINT "consent_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "impersonation_requests_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'impersonation_requests is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "impersonation_requests_kept" BEFORE UPDATE OR DELETE ON "impersonation_requests"
  FOR EACH ROW EXECUTE FUNCTION "impersonation_requests_append_only"();
--> statement-breakpoint
CREATE FUNCTION "impersonations_keep_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'impersonations are never deleted';
  END IF;
  IF (NEW."id", NEW."admin_id", NEW."admin_logged_in_at", NEW."investor_id", NEW."reason",
      NEW."started_at", NEW."expires_at")
     IS DISTINCT FROM
     (OLD."id", OLD."admin_id", OLD."admin_logged_in_at", OLD."investor_id", OLD."reason",
      OLD."started_at", OLD."expires_at")
     OR (OLD."ended_at" IS NOT NULL AND NEW IS DISTINCT FROM OLD) THEN
    RAISE EXCEPTION 'an impersonation changes only its mode, consent and end, and not once ended';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "impersonations_record_kept" BEFORE UPDATE OR DELETE ON "impersonations"
  FOR EACH ROW EXECUTE FUNCTION "impersonations_keep_record"();
