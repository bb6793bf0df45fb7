-- SEPA direct-debit mandates for a contract's monthly deposit, signed at a mandate provider
-- (Twikey, or the sandbox). The provider's mandate number is what its exit URL and webhooks
-- name; one provider never gives the same number twice.
CREATE TYPE "public"."mandate_status" AS ENUM('prepared', 'signed', 'cancelled', 'suspended');
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_mandate_number" text NOT NULL,
	"status" "mandate_status" DEFAULT 'prepared' NOT NULL,
	"iban" text NOT NULL,
	"account_holder" text NOT NULL,
	"sign_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	CONSTRAINT "mandates_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "mandates_signed_has_date" CHECK ("mandates"."status" <> 'signed' or "mandates"."signed_at" is not null),
	CONSTRAINT "mandates_cancelled_has_date" CHECK ("mandates"."status" <> 'cancelled' or "mandates"."cancelled_at" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_provider_number_unique" ON "mandates" USING btree ("provider","provider_mandate_number");
--> statement-breakpoint
-- At most one mandate per contract waits to be signed: a new request reuses or replaces it.
CREATE UNIQUE INDEX "mandates_one_prepared_per_contract" ON "mandates" USING btree ("contract_id") WHERE "mandates"."status" = 'prepared';
--> statement-breakpoint
CREATE INDEX "mandates_contract_id_idx" ON "mandates" USING btree ("contract_id");
--> statement-breakpoint
-- The sandbox mandate provider's own records (modules/mandates/sandbox), standing in for what
-- Twikey keeps on its side: only used when TWIKEY_API_KEY is unset. In tables rather than in
-- memory so a restart or a job run by hand (another process) still finds its mandates.
CREATE TABLE "sandbox_mandates" (
	"mandate_number" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"iban" text NOT NULL,
	"debtor_name" text NOT NULL,
	"state" "mandate_status" DEFAULT 'prepared' NOT NULL,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_collections" (
	"id" text PRIMARY KEY NOT NULL,
	"mandate_number" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"message" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_collections_mandate_number_sandbox_mandates_mandate_number_fk" FOREIGN KEY ("mandate_number") REFERENCES "public"."sandbox_mandates"("mandate_number") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "sandbox_collections_status" CHECK ("sandbox_collections"."status" in ('paid', 'failed'))
);
