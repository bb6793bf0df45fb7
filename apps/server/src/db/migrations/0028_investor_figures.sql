-- Issue 21: the admin's investors table at 5.000 investors (docs/ADMIN.md). The figures of its
-- columns kept per investor, so a page (or a sort over everyone) reads rows instead of adding
-- up contracts, positions and sessions per request. Writes only mark the investor (a line in
-- investor_figures_stale, insert-only: a booking never waits on another writer's lock); the read
-- path (contexts/administration/investors/figures.ts) recomputes the marked investors, and those
-- whose value a NAV date passed since, under an advisory lock.
CREATE TABLE "investor_figures" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contracten" integer NOT NULL,
	"onbetaald" integer NOT NULL,
	"totale_waarde" numeric(14, 2) NOT NULL,
	"laatste_login" timestamp with time zone,
	"valued_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_figures" ADD CONSTRAINT "investor_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The sort keys, in the table's order (ascending, empty first), read backwards for descending.
CREATE INDEX "investor_figures_contracten_idx" ON "investor_figures" USING btree ("contracten" NULLS FIRST,"user_id");
--> statement-breakpoint
CREATE INDEX "investor_figures_onbetaald_idx" ON "investor_figures" USING btree ("onbetaald" NULLS FIRST,"user_id");
--> statement-breakpoint
CREATE INDEX "investor_figures_totale_waarde_idx" ON "investor_figures" USING btree ("totale_waarde" NULLS FIRST,"user_id");
--> statement-breakpoint
CREATE INDEX "investor_figures_laatste_login_idx" ON "investor_figures" USING btree ("laatste_login" NULLS FIRST,"user_id");
--> statement-breakpoint
DROP INDEX "investor_search_sort_name_idx";
--> statement-breakpoint
CREATE INDEX "investor_search_sort_name_idx" ON "investor_search" USING btree ("sort_name" NULLS FIRST,"user_id");
--> statement-breakpoint
CREATE INDEX "fund_prices_valuation_date_idx" ON "fund_prices" USING btree ("valuation_date");
--> statement-breakpoint
CREATE INDEX "investor_figures_valued_on_idx" ON "investor_figures" USING btree ("valued_on");
--> statement-breakpoint
-- How many investors the table holds: the total of the unfiltered table without counting 5.000
-- lines per page (kept by the refresh, which runs one at a time).
CREATE TABLE "investor_figures_total" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"investors" integer NOT NULL,
	CONSTRAINT "investor_figures_total_one_row" CHECK ("only")
);
--> statement-breakpoint
INSERT INTO "investor_figures_total" ("investors") VALUES (0);
--> statement-breakpoint
CREATE TABLE "investor_figures_stale" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
-- The search's match, priced for the planner: evaluating LIKE on every line of 5.000 costs more
-- than the trigram index's candidates (2 ms against 0,5 ms on the embedded database), but the
-- planner, counting pages, reads them all. Beside `haystack LIKE pattern` (which the index
-- answers) this recheck makes a full scan cost what it does.
CREATE FUNCTION "investor_search_matches"(haystack text, pattern text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE STRICT COST 1000 AS $$
BEGIN
  RETURN haystack LIKE pattern;
END $$;
--> statement-breakpoint
-- TG_ARGV[0]: the column of the changed rows naming the investor.
CREATE FUNCTION "investor_figures_mark_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO investor_figures_stale (user_id) SELECT DISTINCT %I FROM new_rows', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "investor_figures_mark_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO investor_figures_stale (user_id) SELECT DISTINCT %I FROM old_rows', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A position (units, money awaiting purchase) names its contract; the contract its investor.
CREATE FUNCTION "investor_figures_mark_positions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO investor_figures_stale (user_id)
      SELECT DISTINCT c.user_id FROM old_rows o JOIN contracts c ON c.id = o.contract_id;
  ELSE
    INSERT INTO investor_figures_stale (user_id)
      SELECT DISTINCT c.user_id FROM new_rows n JOIN contracts c ON c.id = n.contract_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A NAV changes the value of everyone holding the fund.
CREATE FUNCTION "investor_figures_mark_fund_holders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO investor_figures_stale (user_id)
      SELECT DISTINCT c.user_id FROM contracts c WHERE c.fund_id IN (SELECT fund_id FROM old_rows);
  ELSE
    INSERT INTO investor_figures_stale (user_id)
      SELECT DISTINCT c.user_id FROM contracts c WHERE c.fund_id IN (SELECT fund_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "investor_figures_users_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_new('id');
--> statement-breakpoint
CREATE TRIGGER "investor_figures_users_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_new('id');
--> statement-breakpoint
CREATE TRIGGER "investor_figures_users_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_old('id');
--> statement-breakpoint
CREATE TRIGGER "investor_figures_contracts_insert" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_new('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_figures_contracts_update_new" AFTER UPDATE ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_new('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_figures_contracts_update_old" AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_old('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_figures_contracts_delete" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_old('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_figures_positions_insert" AFTER INSERT ON "contract_positions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_positions();
--> statement-breakpoint
CREATE TRIGGER "investor_figures_positions_update" AFTER UPDATE ON "contract_positions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_positions();
--> statement-breakpoint
CREATE TRIGGER "investor_figures_fund_prices_insert" AFTER INSERT ON "fund_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_fund_holders();
--> statement-breakpoint
CREATE TRIGGER "investor_figures_fund_prices_update" AFTER UPDATE ON "fund_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_fund_holders();
--> statement-breakpoint
CREATE TRIGGER "investor_figures_fund_prices_delete" AFTER DELETE ON "fund_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_fund_holders();
--> statement-breakpoint
CREATE TRIGGER "investor_figures_sessions_insert" AFTER INSERT ON "sessions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_figures_mark_new('user_id');
--> statement-breakpoint
INSERT INTO investor_figures_stale (user_id) SELECT id FROM users WHERE role = 'investor';
--> statement-breakpoint
-- The embedded database keeps in memory which impersonation runs in each administrator's login
-- (contexts/identity/impersonation/running-cache.ts); every statement that writes one tells it.
CREATE FUNCTION "impersonations_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('impersonations_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "impersonations_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "impersonations" FOR EACH STATEMENT EXECUTE FUNCTION impersonations_notify_change();
