-- Issue 22: payouts to the bank (contexts/money/payouts). A batch collects what the foundation
-- owes investors (sale proceeds; later paid-out distributions) and keeps the SEPA credit
-- transfer file (pain.001.001.03) made at its creation, so every download is the same file.
-- The lists of values come from packages/domain (dealing/payouts.ts). A batch changes once,
-- when it is marked handed to the bank, and is frozen after; batches and items are never
-- deleted, and an item (source kind, source id) is in one batch ever. A batch's number is the
-- highest one plus one, taken under the batch lock: no gaps.
CREATE TYPE "public"."payout_batch_status" AS ENUM('aangemaakt', 'verzonden');
--> statement-breakpoint
CREATE TYPE "public"."payout_source_kind" AS ENUM('verkoop', 'uitkering');
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"status" "payout_batch_status" DEFAULT 'aangemaakt' NOT NULL,
	"item_count" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"pain001" text NOT NULL,
	"pain001_sha256" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payout_batches_number_unique" UNIQUE("number"),
	CONSTRAINT "payout_batches_items" CHECK ("payout_batches"."item_count" > 0 and "payout_batches"."total" > 0),
	CONSTRAINT "payout_batches_sent_has_date" CHECK (("payout_batches"."status" = 'verzonden') = ("payout_batches"."sent_at" is not null and "payout_batches"."sent_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" uuid NOT NULL,
	"source_kind" "payout_source_kind" NOT NULL,
	"source_id" text NOT NULL,
	"contract_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"creditor_name" text NOT NULL,
	"iban" text NOT NULL,
	"remittance" text NOT NULL,
	"end_to_end_id" text NOT NULL,
	"requested_execution_date" date NOT NULL,
	CONSTRAINT "payout_items_end_to_end_id_unique" UNIQUE("end_to_end_id"),
	CONSTRAINT "payout_items_source_unique" UNIQUE("source_kind","source_id"),
	CONSTRAINT "payout_items_amount_positive" CHECK ("payout_items"."amount" > 0),
	CONSTRAINT "payout_items_sepa_lengths" CHECK (length("payout_items"."creditor_name") between 1 and 70 and length("payout_items"."remittance") between 1 and 140 and length("payout_items"."end_to_end_id") <= 35)
);
--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payout_items_batch_idx" ON "payout_items" USING btree ("batch_id");
--> statement-breakpoint
CREATE FUNCTION "payout_batches_keep_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'payout batches are never deleted';
  END IF;
  IF OLD."status" = 'verzonden' THEN
    RAISE EXCEPTION 'a payout batch handed to the bank is frozen';
  END IF;
  IF (NEW."id", NEW."number", NEW."item_count", NEW."total", NEW."pain001", NEW."pain001_sha256",
      NEW."created_by", NEW."created_at")
     IS DISTINCT FROM
     (OLD."id", OLD."number", OLD."item_count", OLD."total", OLD."pain001", OLD."pain001_sha256",
      OLD."created_by", OLD."created_at") THEN
    RAISE EXCEPTION 'a payout batch changes only when it is marked sent';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payout_batches_kept" BEFORE UPDATE OR DELETE ON "payout_batches"
  FOR EACH ROW EXECUTE FUNCTION "payout_batches_keep_record"();
--> statement-breakpoint
CREATE FUNCTION "payout_items_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payout_items are append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "payout_items_kept" BEFORE UPDATE OR DELETE ON "payout_items"
  FOR EACH ROW EXECUTE FUNCTION "payout_items_append_only"();
