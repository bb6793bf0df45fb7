-- Issue 21: the admin's investors table at 5.000 investors (docs/ADMIN.md). The figures of its
-- columns kept per investor, so a page (or a sort over everyone) reads rows instead of adding
-- up contracts, positions and sessions per request. Writes only mark the investor (a line in
-- investor_figures_stale, insert-only: a booking never waits on another writer's lock); the read
-- path (investor_figures_refresh) recomputes the marked investors, and those whose value a NAV
-- date passed since (valued_on outside [latest NAV date <= day, next NAV date > day)), in one
-- statement, under an advisory lock so that two refreshes never write an older answer last.
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
-- lines per page (kept by investor_figures_refresh, which runs one at a time).
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
CREATE FUNCTION "investor_figures_refresh"(day date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  latest date;
  following date;
  targets uuid[];
  refreshed integer;
BEGIN
  -- Nothing to do, in one statement over indexes (this runs before every search).
  -- (min and max read one end of an index each, whatever the planner guesses of the dates.)
  IF NOT EXISTS (SELECT 1 FROM investor_figures_stale)
    AND coalesce((SELECT min(valued_on) FROM investor_figures)
      >= (SELECT max(valuation_date) FROM fund_prices WHERE valuation_date <= day), true)
    AND coalesce((SELECT max(valued_on) FROM investor_figures)
      < (SELECT min(valuation_date) FROM fund_prices WHERE valuation_date > day), true) THEN
    RETURN 0;
  END IF;
  -- Each statement after the lock reads a fresh snapshot (READ COMMITTED), so a refresh that
  -- waited sees what the one before it wrote, and every write committed before its markers.
  PERFORM pg_advisory_xact_lock(hashtext('investor_figures_refresh'));
  SELECT max(valuation_date) INTO latest FROM fund_prices WHERE valuation_date <= day;
  SELECT min(valuation_date) INTO following FROM fund_prices WHERE valuation_date > day;
  WITH gone AS (DELETE FROM investor_figures_stale RETURNING user_id)
  SELECT array_agg(DISTINCT t.user_id) INTO targets FROM (
    SELECT user_id FROM gone
    UNION SELECT user_id FROM investor_figures WHERE valued_on < latest OR valued_on >= following
  ) t;
  -- An account that is no investor (any more) has no line in the table.
  DELETE FROM investor_figures f WHERE f.user_id = ANY(targets)
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = f.user_id AND u.role = 'investor');
  -- The value as the investor's overview reads it: per contract its kept units at the fund's
  -- latest NAV up to the day, rounded to cents (half away from zero), plus the money awaiting
  -- purchase (contractValueSql in contexts/administration/investors/search.ts).
  WITH nav AS MATERIALIZED (
    SELECT f.id AS fund_id, n.nav FROM funds f CROSS JOIN LATERAL (
      SELECT fp.nav FROM fund_prices fp WHERE fp.fund_id = f.id AND fp.valuation_date <= day
      ORDER BY fp.valuation_date DESC LIMIT 1) n
  ), per_contract AS (
    SELECT c.user_id, count(*)::integer AS contracten,
      (count(*) FILTER (WHERE c.status = 'wacht-op-betaling'))::integer AS onbetaald,
      sum(coalesce(round(cp.units * nav.nav, 2), 0) + coalesce(cp.cash, 0)) AS waarde
    FROM contracts c
      LEFT JOIN contract_positions cp ON cp.contract_id = c.id
      LEFT JOIN nav ON nav.fund_id = c.fund_id
    WHERE c.user_id = ANY(targets)
    GROUP BY c.user_id
  ), logins AS (
    SELECT s.user_id, max(s.authenticated_at) AS laatste_login FROM sessions s
    WHERE s.user_id = ANY(targets) GROUP BY s.user_id
  )
  INSERT INTO investor_figures (user_id, contracten, onbetaald, totale_waarde, laatste_login, valued_on)
  SELECT u.id, coalesce(pc.contracten, 0), coalesce(pc.onbetaald, 0), coalesce(pc.waarde, 0),
    l.laatste_login, day
  FROM users u LEFT JOIN per_contract pc ON pc.user_id = u.id LEFT JOIN logins l ON l.user_id = u.id
  WHERE u.id = ANY(targets) AND u.role = 'investor'
  ON CONFLICT (user_id) DO UPDATE SET contracten = excluded.contracten,
    onbetaald = excluded.onbetaald, totale_waarde = excluded.totale_waarde,
    laatste_login = excluded.laatste_login, valued_on = excluded.valued_on;
  GET DIAGNOSTICS refreshed = ROW_COUNT;
  UPDATE investor_figures_total SET investors = (SELECT count(*) FROM investor_figures);
  RETURN refreshed;
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
