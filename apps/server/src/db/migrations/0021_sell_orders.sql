-- Issue 19: sell orders (contexts/money/sell-orders). An order is priced at the NAV of a future
-- dealing date that follows from the moment the server received it; `received_at` is stored
-- and never amended. The lists of values come from packages/domain (dealing/sell-order-lists.ts).
CREATE TYPE "public"."sell_order_kind" AS ENUM('bedrag', 'participaties', 'alles');
--> statement-breakpoint
CREATE TYPE "public"."sell_order_status" AS ENUM('ingediend', 'in-behandeling', 'uitgevoerd', 'uitbetaald', 'geannuleerd', 'afgewezen');
--> statement-breakpoint
CREATE TYPE "public"."sell_order_rejection_reason" AS ENUM('cut-off-verstreken', 'onvoldoende-participaties', 'terugboekingstermijn-incasso', 'inkoop-opgeschort');
--> statement-breakpoint
CREATE TABLE "sell_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "sell_order_kind" NOT NULL,
	"status" "sell_order_status" DEFAULT 'ingediend' NOT NULL,
	"reason" "sell_order_rejection_reason",
	"amount" numeric(14, 2),
	"units" numeric(18, 4),
	"reserved_units" numeric(18, 4) NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"dealing_date" date NOT NULL,
	"cut_off" timestamp with time zone NOT NULL,
	"settlement_date" date NOT NULL,
	"exit_cost_rate" numeric(7, 4) NOT NULL,
	"iban" text,
	"estimate_nav" numeric(12, 4) NOT NULL,
	"estimate_nav_date" date NOT NULL,
	"estimated_units" numeric(18, 4) NOT NULL,
	"estimated_proceeds" numeric(14, 2) NOT NULL,
	"estimated_exit_costs" numeric(14, 2) NOT NULL,
	"locked_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"paid_out_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"executed_units" numeric(18, 4),
	"executed_nav" numeric(12, 4),
	"gross_proceeds" numeric(14, 2),
	"exit_costs" numeric(14, 2),
	"net_proceeds" numeric(14, 2),
	"sale_id" bigint,
	CONSTRAINT "sell_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "sell_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "sell_orders_sale_id_transactions_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "sell_orders_terms" CHECK (case "sell_orders"."kind"::text when 'bedrag' then "sell_orders"."amount" > 0 and "sell_orders"."units" is null when 'participaties' then "sell_orders"."units" > 0 and "sell_orders"."amount" is null else "sell_orders"."amount" is null and "sell_orders"."units" > 0 end),
	CONSTRAINT "sell_orders_reserved_positive" CHECK ("sell_orders"."reserved_units" > 0),
	CONSTRAINT "sell_orders_rejected_has_reason" CHECK (("sell_orders"."status"::text = 'afgewezen') = ("sell_orders"."reason" is not null)),
	CONSTRAINT "sell_orders_ended_has_date" CHECK (("sell_orders"."status"::text in ('geannuleerd', 'afgewezen')) = ("sell_orders"."ended_at" is not null)),
	CONSTRAINT "sell_orders_executed_booked" CHECK (("sell_orders"."status"::text in ('uitgevoerd', 'uitbetaald')) = ("sell_orders"."sale_id" is not null and "sell_orders"."executed_at" is not null and "sell_orders"."executed_units" > 0 and "sell_orders"."executed_nav" > 0 and "sell_orders"."gross_proceeds" is not null and "sell_orders"."exit_costs" is not null and "sell_orders"."net_proceeds" is not null)),
	CONSTRAINT "sell_orders_paid_out_has_date" CHECK (("sell_orders"."status"::text = 'uitbetaald') = ("sell_orders"."paid_out_at" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sell_orders_user_idempotency_key_unique" ON "sell_orders" USING btree ("user_id","idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "sell_orders_sale_unique" ON "sell_orders" USING btree ("sale_id");
--> statement-breakpoint
CREATE INDEX "sell_orders_contract_received_idx" ON "sell_orders" USING btree ("contract_id","received_at");
--> statement-breakpoint
CREATE INDEX "sell_orders_open_idx" ON "sell_orders" USING btree ("dealing_date") WHERE "sell_orders"."status" in ('ingediend', 'in-behandeling');
--> statement-breakpoint
-- The time of receipt decides the dealing date: it is never amended (DOMAIN.md, dealing).
CREATE FUNCTION "sell_orders_keep_received_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."received_at" IS DISTINCT FROM OLD."received_at" THEN
    RAISE EXCEPTION 'sell_orders.received_at is never amended';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sell_orders_received_at_kept" BEFORE UPDATE ON "sell_orders"
  FOR EACH ROW EXECUTE FUNCTION "sell_orders_keep_received_at"();
