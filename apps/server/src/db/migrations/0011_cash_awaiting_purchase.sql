-- Money received and not yet invested (a deposit waiting for the NAV of its valuation date) is
-- part of a contract's value at its amount: the kept position and month rows carry it beside
-- the units (packages/domain CASH_EFFECT_OF). Contracts that ever had a deposit waiting are
-- rebuilt from their ledger on the next read (their months' values change); the others held
-- no such money, so 0 is right for them.
ALTER TABLE "contract_positions" ADD COLUMN "cash" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contract_months" ADD COLUMN "cash" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contract_months" ADD COLUMN "cash_on_first" numeric(14, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
UPDATE "contract_positions" SET "stale" = true
  WHERE "contract_id" IN (SELECT "contract_id" FROM "deposit_purchases");
