CREATE TABLE "contract_months" (
	"contract_id" integer NOT NULL,
	"month" date NOT NULL,
	"units" numeric(18, 4) NOT NULL,
	"units_on_first" numeric(18, 4) NOT NULL,
	"nav" numeric(12, 4),
	"value" numeric(14, 2) NOT NULL,
	"last_date" date,
	"deposits" numeric(14, 2) NOT NULL,
	"withdrawals" numeric(14, 2) NOT NULL,
	"distributions" numeric(14, 2) NOT NULL,
	"costs" numeric(14, 2) NOT NULL,
	"flow_dates" smallint NOT NULL,
	"flow_days" numeric(20, 2) NOT NULL,
	"growth" numeric,
	"first_inflow_date" date,
	"first_inflow_value" numeric(14, 2),
	"first_inflow_net_flows" numeric(14, 2),
	"first_inflow_distributed" numeric(14, 2),
	"first_inflow_growth" numeric,
	"early_outflow_date" date,
	CONSTRAINT "contract_months_contract_id_month_pk" PRIMARY KEY("contract_id","month")
);
--> statement-breakpoint
CREATE TABLE "contract_positions" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"units" numeric(18, 4) NOT NULL,
	"deposits" numeric(14, 2) NOT NULL,
	"withdrawals" numeric(14, 2) NOT NULL,
	"distributions" numeric(14, 2) NOT NULL,
	"costs" numeric(14, 2) NOT NULL,
	"last_booking_date" date,
	"stale" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_months" ADD CONSTRAINT "contract_months_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A booking or a NAV that did not come through the positions module (a manual correction in
-- SQL, a test) marks the positions it affects stale; the next read rebuilds them from the
-- ledger. Statement-level, so a batch of thousands of rows costs one UPDATE.
CREATE FUNCTION "positions_stale_after_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contract_positions" SET "stale" = true
  WHERE NOT "stale" AND "contract_id" IN (SELECT "contract_id" FROM "changed_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "positions_stale_after_nav"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "contract_positions" AS "p" SET "stale" = true
  FROM "contracts" AS "c"
  WHERE "c"."id" = "p"."contract_id" AND NOT "p"."stale"
    AND "c"."fund_id" IN (SELECT "fund_id" FROM "changed_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_inserted" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "positions_stale_after_booking"();
--> statement-breakpoint
CREATE TRIGGER "transactions_updated_from" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "positions_stale_after_booking"();
--> statement-breakpoint
CREATE TRIGGER "transactions_updated_to" AFTER UPDATE ON "transactions"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "positions_stale_after_booking"();
--> statement-breakpoint
CREATE TRIGGER "transactions_deleted" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "positions_stale_after_booking"();
--> statement-breakpoint
CREATE TRIGGER "fund_prices_inserted" AFTER INSERT ON "fund_prices"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "positions_stale_after_nav"();
--> statement-breakpoint
CREATE TRIGGER "fund_prices_updated" AFTER UPDATE ON "fund_prices"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "positions_stale_after_nav"();
--> statement-breakpoint
CREATE TRIGGER "fund_prices_deleted" AFTER DELETE ON "fund_prices"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "positions_stale_after_nav"();
