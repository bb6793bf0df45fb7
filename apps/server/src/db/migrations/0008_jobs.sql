-- Jobs (modules/jobs): the monthly collection and the purchase of units for received deposits.
-- Deposits received without units yet: one row per deposit booking (its key), so a deposit is
-- bought once; `purchase_id` points at the `aankoop` that bought it.
CREATE TABLE "deposit_purchases" (
	"deposit_id" bigint PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"valuation_date" date NOT NULL,
	"purchase_id" bigint,
	"purchased_at" timestamp with time zone,
	CONSTRAINT "deposit_purchases_deposit_id_transactions_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "deposit_purchases_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "deposit_purchases_purchase_id_transactions_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "deposit_purchases_purchased_has_date" CHECK (("deposit_purchases"."purchase_id" is null) = ("deposit_purchases"."purchased_at" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_purchases_purchase_unique" ON "deposit_purchases" USING btree ("purchase_id");
--> statement-breakpoint
-- The contract reads and the purchase job look only for what still waits.
CREATE INDEX "deposit_purchases_awaiting_idx" ON "deposit_purchases" USING btree ("contract_id","valuation_date") WHERE "deposit_purchases"."purchase_id" is null;
--> statement-breakpoint
-- Monthly direct debits: one per contract and month, claimed before the provider is asked.
CREATE TYPE "public"."collection_status" AS ENUM('requested', 'pending', 'paid', 'failed');
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" integer NOT NULL,
	"mandate_id" uuid NOT NULL,
	"month" date NOT NULL,
	"collection_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" "collection_status" DEFAULT 'requested' NOT NULL,
	"provider" text NOT NULL,
	"provider_collection_id" text,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"transaction_id" bigint,
	CONSTRAINT "collections_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "collections_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "collections_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "collections_amount_positive" CHECK ("collections"."amount" > 0),
	CONSTRAINT "collections_month_first" CHECK (extract(day from "collections"."month") = 1),
	CONSTRAINT "collections_paid_booked" CHECK (("collections"."status" = 'paid') = ("collections"."transaction_id" is not null)),
	CONSTRAINT "collections_failed_has_reason" CHECK ("collections"."status" <> 'failed' or "collections"."reason" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collections_contract_month_unique" ON "collections" USING btree ("contract_id","month");
--> statement-breakpoint
CREATE UNIQUE INDEX "collections_transaction_unique" ON "collections" USING btree ("transaction_id");
--> statement-breakpoint
-- Every run of a job, scheduled or by hand.
CREATE TYPE "public"."job_run_status" AS ENUM('running', 'succeeded', 'partly-failed', 'failed');
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"business_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" "job_run_status" DEFAULT 'running' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "job_runs_finished_has_date" CHECK (("job_runs"."status" = 'running') = ("job_runs"."finished_at" is null))
);
--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job","started_at");
