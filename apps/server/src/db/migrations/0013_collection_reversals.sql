-- Issue 16.3: a paid direct debit is not final. The debtor may reclaim it within 8 weeks (SEPA
-- Core) and Twikey reports it later in its transaction feed: the collection becomes
-- `teruggeboekt`, a `storno` leaves the contract, and units already bought for it are sold back
-- at the NAV of the next valuation date, the administrator settling the difference. The new enum values are added in the migrations'
-- transaction, where PostgreSQL does not let them be used yet: the checks compare as text.
ALTER TYPE "public"."collection_status" ADD VALUE 'teruggeboekt';
--> statement-breakpoint
ALTER TYPE "public"."transaction_kind" ADD VALUE 'storno';
--> statement-breakpoint
-- The administrator's settlement of a sell-back (bookSellBack): it pays in what the sale
-- brought less than the storno, or takes back what it brought more.
ALTER TYPE "public"."transaction_kind" ADD VALUE 'verrekening-bij';
--> statement-breakpoint
ALTER TYPE "public"."transaction_kind" ADD VALUE 'verrekening-af';
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "reversed_on" date;
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "storno_id" bigint;
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_storno_id_transactions_id_fk" FOREIGN KEY ("storno_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "collections_storno_unique" ON "collections" USING btree ("storno_id");
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_paid_booked";
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_paid_booked" CHECK (("collections"."status"::text in ('paid', 'teruggeboekt')) = ("collections"."transaction_id" is not null));
--> statement-breakpoint
ALTER TABLE "collections" DROP CONSTRAINT "collections_failed_has_reason";
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_failed_has_reason" CHECK ("collections"."status"::text not in ('failed', 'teruggeboekt') or "collections"."reason" is not null);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_reversed_has_date" CHECK (("collections"."status"::text = 'teruggeboekt') = ("collections"."reversed_on" is not null));
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_storno_reversed" CHECK ("collections"."storno_id" is null or "collections"."status"::text = 'teruggeboekt');
--> statement-breakpoint
-- Units bought for a reversed collection, to be sold back at the NAV of `valuation_date`; the
-- purchase job books the sale and the storno (`sale_id`) once that NAV is there.
CREATE TABLE "collection_sell_backs" (
	"collection_id" uuid PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"units" numeric(18, 4) NOT NULL,
	"valuation_date" date NOT NULL,
	"sale_id" bigint,
	"sold_at" timestamp with time zone,
	CONSTRAINT "collection_sell_backs_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "collection_sell_backs_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "collection_sell_backs_sale_id_transactions_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "collection_sell_backs_units_positive" CHECK ("collection_sell_backs"."units" > 0),
	CONSTRAINT "collection_sell_backs_sold_has_date" CHECK (("collection_sell_backs"."sale_id" is null) = ("collection_sell_backs"."sold_at" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collection_sell_backs_sale_unique" ON "collection_sell_backs" USING btree ("sale_id");
--> statement-breakpoint
CREATE INDEX "collection_sell_backs_waiting_idx" ON "collection_sell_backs" USING btree ("valuation_date") WHERE "collection_sell_backs"."sale_id" is null;
--> statement-breakpoint
-- The transaction feed's position is kept in provider_feed_positions (migration 0012), as text.
-- The sandbox provider's transaction feed: every change of a sandbox collection takes the
-- next number, so its feed lists what changed after a position, as Twikey's does.
CREATE SEQUENCE "sandbox_collection_feed_seq";
--> statement-breakpoint
ALTER TABLE "sandbox_collections" ADD COLUMN "feed_seq" bigint DEFAULT nextval('sandbox_collection_feed_seq') NOT NULL;
--> statement-breakpoint
ALTER TABLE "sandbox_collections" DROP CONSTRAINT "sandbox_collections_status";
--> statement-breakpoint
ALTER TABLE "sandbox_collections" ADD CONSTRAINT "sandbox_collections_status" CHECK ("sandbox_collections"."status" in ('paid', 'failed', 'reversed'));
