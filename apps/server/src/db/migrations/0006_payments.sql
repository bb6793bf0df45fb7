-- Payments by iDEAL (modules/payments): a contract's first deposit or a top-up. A payment that
-- the provider confirms becomes one `storting` booking, in the transaction that marks it paid;
-- `transaction_id` points at that booking and is unique, and the provider's payment id is
-- unique too, so a replayed or racing webhook can never book twice.
CREATE TYPE "public"."payment_purpose" AS ENUM('eerste-inleg', 'bijstorting');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('open', 'pending', 'paid', 'failed', 'canceled', 'expired');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" "payment_status" DEFAULT 'open' NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"checkout_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" bigint,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_paid_booked" CHECK (("payments"."status" = 'paid') = ("payments"."transaction_id" is not null and "payments"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- One booking per provider payment, and one provider payment per row.
CREATE UNIQUE INDEX "payments_provider_payment_unique" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_unique" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
-- At most one payment in progress per contract and purpose: a second request reuses it.
CREATE UNIQUE INDEX "payments_one_in_progress" ON "payments" USING btree ("contract_id","purpose") WHERE "payments"."status" in ('open', 'pending');--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
-- The sandbox iDEAL provider's own records (modules/payments/sandbox): what a provider keeps,
-- apart from our payments; the app reads them only through the provider interface.
CREATE TABLE "sandbox_ideal_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"metadata_payment_id" text NOT NULL,
	"status" "payment_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
