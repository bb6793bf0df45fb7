CREATE TYPE "public"."contract_status" AS ENUM('wacht-op-betaling', 'actief', 'verkocht');--> statement-breakpoint
CREATE TYPE "public"."distribution_policy" AS ENUM('uitkeren', 'herbeleggen');--> statement-breakpoint
CREATE TYPE "public"."fund_flow" AS ENUM('nederlands', 'duits', 'american', 'leningenfonds');--> statement-breakpoint
CREATE TYPE "public"."fund_product_code" AS ENUM('VASTGOED', 'SB');--> statement-breakpoint
CREATE TYPE "public"."offer_product_code" AS ENUM('SB', 'SUL', 'SDIL');--> statement-breakpoint
CREATE TYPE "public"."relation_kind" AS ENUM('partner', 'kind');--> statement-breakpoint
CREATE TYPE "public"."transaction_kind" AS ENUM('storting', 'periodieke-storting', 'aankoop', 'uitkering', 'herbelegging', 'verkoop', 'uitbetaling', 'kosten');--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"user_id" uuid NOT NULL,
	"fund_id" integer NOT NULL,
	"contract_number" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" "contract_status" NOT NULL,
	"initial_deposit" numeric(14, 2) NOT NULL,
	"periodic_deposit" numeric(14, 2),
	"periodic_deposit_day" smallint,
	"iban" text,
	"distribution_policy" "distribution_policy" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_initial_deposit" CHECK ("contracts"."initial_deposit" >= 0),
	CONSTRAINT "contracts_periodic_deposit" CHECK (("contracts"."periodic_deposit" is null and "contracts"."periodic_deposit_day" is null) or ("contracts"."periodic_deposit" > 0 and "contracts"."periodic_deposit_day" between 1 and 28)),
	CONSTRAINT "contracts_end_date" CHECK ("contracts"."end_date" is null or "contracts"."end_date" >= "contracts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "distributions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fund_id" integer NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"amount_per_unit" numeric(12, 4) NOT NULL,
	CONSTRAINT "distributions_amount_positive" CHECK ("distributions"."amount_per_unit" > 0),
	CONSTRAINT "distributions_pay_after_ex" CHECK ("distributions"."pay_date" >= "distributions"."ex_date")
);
--> statement-breakpoint
CREATE TABLE "fund_prices" (
	"fund_id" integer NOT NULL,
	"valuation_date" date NOT NULL,
	"nav" numeric(12, 4) NOT NULL,
	CONSTRAINT "fund_prices_fund_id_valuation_date_pk" PRIMARY KEY("fund_id","valuation_date"),
	CONSTRAINT "fund_prices_nav_positive" CHECK ("fund_prices"."nav" > 0)
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"product_code" "fund_product_code" NOT NULL,
	"flow" "fund_flow",
	"currency" text NOT NULL,
	"inception_date" date NOT NULL,
	"ongoing_costs" numeric(7, 4) NOT NULL,
	"entry_costs" numeric(7, 4) NOT NULL,
	"expected_return" numeric(7, 4) NOT NULL,
	"volatility" numeric(7, 4) NOT NULL,
	"questionnaire_id" smallint NOT NULL,
	CONSTRAINT "funds_questionnaire_id" CHECK ("funds"."questionnaire_id" between 1 and 3),
	CONSTRAINT "funds_currency" CHECK ("funds"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "funds_entry_costs" CHECK ("funds"."entry_costs" >= 0 and "funds"."entry_costs" < 1)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"product_code" "offer_product_code" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "related_persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "related_persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"relation" "relation_kind" NOT NULL,
	"initialen" text NOT NULL,
	"tussenvoegsel" text,
	"achternaam" text NOT NULL,
	"geboortedatum" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"trade_date" date NOT NULL,
	"kind" "transaction_kind" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"units" numeric(18, 4),
	"nav" numeric(12, 4),
	CONSTRAINT "transactions_amount_not_negative" CHECK ("transactions"."amount" >= 0),
	CONSTRAINT "transactions_units_by_kind" CHECK (case when "transactions"."kind" in ('aankoop', 'herbelegging') then "transactions"."units" > 0 and "transactions"."nav" > 0 when "transactions"."kind" = 'verkoop' then "transactions"."units" < 0 and "transactions"."nav" > 0 else "transactions"."units" is null and "transactions"."nav" is null end)
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_prices" ADD CONSTRAINT "fund_prices_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_persons" ADD CONSTRAINT "related_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_contract_number_unique" ON "contracts" USING btree ("contract_number");--> statement-breakpoint
CREATE INDEX "contracts_user_id_idx" ON "contracts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_fund_ex_date_unique" ON "distributions" USING btree ("fund_id","ex_date");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_code_unique" ON "funds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "offers_user_id_idx" ON "offers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "related_persons_user_id_idx" ON "related_persons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transactions_contract_trade_date_idx" ON "transactions" USING btree ("contract_id","trade_date");