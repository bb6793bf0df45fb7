-- Issue 22: distributions under four eyes (contexts/money/distributions). One administrator
-- declares an amount per unit for a fund and ex-date, a second approves it (never the same:
-- CHECK); only approval writes the `distributions` row that fund returns read. Each contract's
-- part is written once per (distribution, contract) and then booked; a paid-out part is later
-- paid to the bank by a payout batch (paid_out_at). The list of statuses comes from
-- packages/domain (fund-administration/distribution-run.ts). Declarations and payments are
-- never deleted; an update may only approve a declaration, or fill a payment's booking and its
-- payout date once.
CREATE TYPE "public"."distribution_declaration_status" AS ENUM('voorgesteld', 'goedgekeurd', 'vervangen');
--> statement-breakpoint
CREATE TABLE "distribution_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" integer NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"amount_per_unit" numeric(12, 4) NOT NULL,
	"status" "distribution_declaration_status" DEFAULT 'voorgesteld' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"proposal_reason" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"approval_reason" text,
	"distribution_id" integer,
	CONSTRAINT "distribution_declarations_distribution_id_unique" UNIQUE("distribution_id"),
	CONSTRAINT "distribution_declarations_amount_positive" CHECK ("distribution_declarations"."amount_per_unit" > 0),
	CONSTRAINT "distribution_declarations_pay_after_ex" CHECK ("distribution_declarations"."pay_date" >= "distribution_declarations"."ex_date"),
	CONSTRAINT "distribution_declarations_four_eyes" CHECK ("distribution_declarations"."approved_by" <> "distribution_declarations"."proposed_by"),
	CONSTRAINT "distribution_declarations_approved" CHECK (("distribution_declarations"."status" = 'goedgekeurd') = ("distribution_declarations"."approved_by" is not null and "distribution_declarations"."approved_at" is not null)),
	CONSTRAINT "distribution_declarations_distribution_when_approved" CHECK ("distribution_declarations"."distribution_id" is null or "distribution_declarations"."status" = 'goedgekeurd')
);
--> statement-breakpoint
ALTER TABLE "distribution_declarations" ADD CONSTRAINT "distribution_declarations_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "distribution_declarations" ADD CONSTRAINT "distribution_declarations_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "distribution_declarations" ADD CONSTRAINT "distribution_declarations_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "distribution_declarations" ADD CONSTRAINT "distribution_declarations_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_declarations_open_unique" ON "distribution_declarations" USING btree ("fund_id","ex_date") WHERE "distribution_declarations"."status" in ('voorgesteld', 'goedgekeurd');
--> statement-breakpoint
CREATE TABLE "distribution_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distribution_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"distribution_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"units_held" numeric(18, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"policy" "distribution_policy" NOT NULL,
	"kind" "transaction_kind" NOT NULL,
	"transaction_id" bigint,
	"nav" numeric(12, 4),
	"nav_date" date,
	"booked_at" timestamp with time zone NOT NULL,
	"paid_out_at" timestamp with time zone,
	CONSTRAINT "distribution_payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "distribution_payments_once" UNIQUE("distribution_id","contract_id"),
	CONSTRAINT "distribution_payments_amount_positive" CHECK ("distribution_payments"."amount" > 0),
	CONSTRAINT "distribution_payments_kind" CHECK ("distribution_payments"."kind" in ('uitkering', 'herbelegging') and ("distribution_payments"."paid_out_at" is null or "distribution_payments"."kind" = 'uitkering'))
);
--> statement-breakpoint
ALTER TABLE "distribution_payments" ADD CONSTRAINT "distribution_payments_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "distribution_payments" ADD CONSTRAINT "distribution_payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "distribution_payments" ADD CONSTRAINT "distribution_payments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "distribution_payments_contract_idx" ON "distribution_payments" USING btree ("contract_id");
--> statement-breakpoint
CREATE FUNCTION "distribution_declarations_keep_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'distribution declarations are never deleted';
  END IF;
  IF OLD."status" <> 'voorgesteld' AND NEW."status" IS DISTINCT FROM OLD."status" THEN
    RAISE EXCEPTION 'a decided distribution declaration keeps its status';
  END IF;
  IF OLD."distribution_id" IS NOT NULL AND NEW."distribution_id" IS DISTINCT FROM OLD."distribution_id" THEN
    RAISE EXCEPTION 'an approved distribution declaration keeps its distribution';
  END IF;
  IF (NEW."id", NEW."fund_id", NEW."ex_date", NEW."pay_date", NEW."amount_per_unit",
      NEW."proposed_by", NEW."proposed_at", NEW."proposal_reason")
     IS DISTINCT FROM
     (OLD."id", OLD."fund_id", OLD."ex_date", OLD."pay_date", OLD."amount_per_unit",
      OLD."proposed_by", OLD."proposed_at", OLD."proposal_reason") THEN
    RAISE EXCEPTION 'a distribution declaration changes only when it is approved or superseded';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "distribution_declarations_kept" BEFORE UPDATE OR DELETE ON "distribution_declarations"
  FOR EACH ROW EXECUTE FUNCTION "distribution_declarations_keep_record"();
--> statement-breakpoint
CREATE FUNCTION "distribution_payments_keep_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'distribution payments are never deleted';
  END IF;
  IF (OLD."transaction_id" IS NOT NULL AND NEW."transaction_id" IS DISTINCT FROM OLD."transaction_id")
     OR (OLD."paid_out_at" IS NOT NULL AND NEW."paid_out_at" IS DISTINCT FROM OLD."paid_out_at") THEN
    RAISE EXCEPTION 'a distribution payment is booked and paid out once';
  END IF;
  IF (NEW."id", NEW."distribution_id", NEW."contract_id", NEW."units_held", NEW."amount",
      NEW."policy", NEW."kind", NEW."booked_at")
     IS DISTINCT FROM
     (OLD."id", OLD."distribution_id", OLD."contract_id", OLD."units_held", OLD."amount",
      OLD."policy", OLD."kind", OLD."booked_at") THEN
    RAISE EXCEPTION 'a distribution payment changes only by its booking and its payout';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "distribution_payments_kept" BEFORE UPDATE OR DELETE ON "distribution_payments"
  FOR EACH ROW EXECUTE FUNCTION "distribution_payments_keep_record"();
