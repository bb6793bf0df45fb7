-- Issue 19 (wijzigen/{option}): the changes an investor makes to a contract, and the
-- effective-dated versions of the monthly deposit the collection job collects by
-- (db/schema/contract-changes.ts).
CREATE TYPE "public"."contract_change_option" AS ENUM('maandinleg', 'omschrijving', 'tegenrekening');
--> statement-breakpoint
CREATE TYPE "public"."monthly_deposit_action" AS ENUM('aanpassen', 'pauzeren', 'stoppen', 'hervatten');
--> statement-breakpoint
CREATE TABLE "contract_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"created_by" uuid NOT NULL,
	"option" "contract_change_option" NOT NULL,
	"action" "monthly_deposit_action",
	"summary" text NOT NULL,
	"effective_from" date,
	"mandate_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_deposit_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_deposit_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"change_id" integer,
	"effective_from" date NOT NULL,
	"amount" numeric(14, 2),
	"day" smallint,
	"paused_until" date,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	CONSTRAINT "contract_deposit_versions_arrangement" CHECK (("contract_deposit_versions"."amount" is null and "contract_deposit_versions"."day" is null and "contract_deposit_versions"."paused_until" is null) or ("contract_deposit_versions"."amount" > 0 and "contract_deposit_versions"."day" between 1 and 28))
);
--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_deposit_versions" ADD CONSTRAINT "contract_deposit_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_deposit_versions" ADD CONSTRAINT "contract_deposit_versions_change_id_contract_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."contract_changes"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_deposit_versions" ADD CONSTRAINT "contract_deposit_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contract_changes_contract_idx" ON "contract_changes" USING btree ("contract_id","created_at");
--> statement-breakpoint
CREATE INDEX "contract_deposit_versions_contract_idx" ON "contract_deposit_versions" USING btree ("contract_id","effective_from");
