-- Issue 23: answers kept per investor (plugins/kept-answers). A kept answer is served only while
-- the investor's version is the one it was computed at; every write that changes what their
-- pages show raises the version in the write's own transaction, here by trigger, so a write on
-- any server instance is seen by every other at its next request (the version is read in the
-- request's own session query). Rows are raised in user order, so two writes that touch several
-- investors lock them in the same order.
CREATE TABLE "investor_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_versions" ADD CONSTRAINT "investor_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The standard answers of an investor's pages (the overview, each contract's returns over the
-- standard periods), kept under the stamp they were computed at: shared by every instance,
-- written by the request that computed one and by the job antwoorden-bijwerken for everyone.
CREATE TABLE "kept_answers" (
	"user_id" uuid NOT NULL,
	"path" text NOT NULL,
	"stamp" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "kept_answers_user_id_path_pk" PRIMARY KEY("user_id","path")
);
--> statement-breakpoint
ALTER TABLE "kept_answers" ADD CONSTRAINT "kept_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "investor_versions" ("user_id", "version") SELECT "id", 1 FROM "users";
--> statement-breakpoint
-- TG_ARGV[0]: the transition table (new_rows or old_rows); TG_ARGV[1]: how its rows name the
-- investor: 'user' (the row has user_id), 'contract' (contract_id), 'fund' (a fund's id: its
-- holders), 'fund_id' (a row of a fund: its holders). An investor whose account this very
-- statement erased (contracts cascade from users) has no row to raise.
CREATE FUNCTION "investor_versions_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  investors text;
BEGIN
  investors := CASE TG_ARGV[1]
    WHEN 'user' THEN format('SELECT DISTINCT r.user_id FROM %I r', TG_ARGV[0])
    WHEN 'contract' THEN format('SELECT DISTINCT c.user_id FROM %I r JOIN contracts c ON c.id = r.contract_id', TG_ARGV[0])
    WHEN 'fund' THEN format('SELECT DISTINCT c.user_id FROM %I r JOIN contracts c ON c.fund_id = r.id', TG_ARGV[0])
    WHEN 'fund_id' THEN format('SELECT DISTINCT c.user_id FROM %I r JOIN contracts c ON c.fund_id = r.fund_id', TG_ARGV[0])
  END;
  EXECUTE format(
    'INSERT INTO investor_versions (user_id, version) SELECT i.user_id, 1 FROM (%s) i
       WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = i.user_id) ORDER BY i.user_id
       ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1', investors);
  RETURN NULL;
END $$;
-- One trigger per event: PostgreSQL allows a transition table only on a single-event trigger.
-- A row's contract never changes, so an update raises through its new rows; a contract's
-- investor may, so there both sides.
--> statement-breakpoint
-- A contract moved to another investor changes the pages of the one it left too.
CREATE TRIGGER "contracts_version_inserted" AFTER INSERT ON "contracts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'user');
--> statement-breakpoint
CREATE TRIGGER "contracts_version_updated_to" AFTER UPDATE ON "contracts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'user');
--> statement-breakpoint
CREATE TRIGGER "contracts_version_updated_from" AFTER UPDATE ON "contracts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('old_rows', 'user');
--> statement-breakpoint
CREATE TRIGGER "contracts_version_deleted" AFTER DELETE ON "contracts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('old_rows', 'user');
--> statement-breakpoint
CREATE TRIGGER "contract_positions_version_inserted" AFTER INSERT ON "contract_positions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "contract_positions_version_updated_to" AFTER UPDATE ON "contract_positions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "contract_positions_version_deleted" AFTER DELETE ON "contract_positions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('old_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "contract_months_version_inserted" AFTER INSERT ON "contract_months"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "contract_months_version_updated_to" AFTER UPDATE ON "contract_months"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "contract_months_version_deleted" AFTER DELETE ON "contract_months"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('old_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "deposit_purchases_version_inserted" AFTER INSERT ON "deposit_purchases"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "deposit_purchases_version_updated_to" AFTER UPDATE ON "deposit_purchases"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "deposit_purchases_version_deleted" AFTER DELETE ON "deposit_purchases"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('old_rows', 'contract');
--> statement-breakpoint
-- A ledger row written outside the positions module marks positions stale (0003), which raises
-- through contract_positions; but a contract without a position yet has nothing to mark.
CREATE TRIGGER "transactions_version_inserted" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "transactions_version_updated_to" AFTER UPDATE ON "transactions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'contract');
--> statement-breakpoint
CREATE TRIGGER "transactions_version_deleted" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('old_rows', 'contract');
--> statement-breakpoint
-- A NAV of any date (the overview reads the latest on or before today; a NAV marks positions
-- stale too, but not those that already are).
CREATE TRIGGER "fund_prices_version_inserted" AFTER INSERT ON "fund_prices"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'fund_id');
--> statement-breakpoint
CREATE TRIGGER "fund_prices_version_updated_to" AFTER UPDATE ON "fund_prices"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'fund_id');
--> statement-breakpoint
CREATE TRIGGER "fund_prices_version_deleted" AFTER DELETE ON "fund_prices"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('old_rows', 'fund_id');
--> statement-breakpoint
-- A fund's name.
CREATE TRIGGER "funds_version_updated" AFTER UPDATE ON "funds"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT
  EXECUTE FUNCTION "investor_versions_raise"('new_rows', 'fund');
--> statement-breakpoint
-- What GET /api/users/me shows of the user: their name, e-mail, role and status, and whether
-- two-step verification is on. Row-level, on those columns only (a statement trigger with a
-- transition table cannot name columns): a login that records its time changes nothing shown.
CREATE FUNCTION "investor_versions_raise_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    changed := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    changed := OLD.user_id;
  ELSE
    changed := NEW.user_id;
  END IF;
  INSERT INTO investor_versions (user_id, version)
    SELECT changed, 1 WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = changed)
    ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_version_updated" AFTER UPDATE OF "email", "username", "role", "status" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "investor_versions_raise_user"();
--> statement-breakpoint
CREATE TRIGGER "user_two_factor_version_inserted" AFTER INSERT ON "user_two_factor"
  FOR EACH ROW EXECUTE FUNCTION "investor_versions_raise_user"();
--> statement-breakpoint
CREATE TRIGGER "user_two_factor_version_updated" AFTER UPDATE OF "confirmed_at" ON "user_two_factor"
  FOR EACH ROW EXECUTE FUNCTION "investor_versions_raise_user"();
--> statement-breakpoint
CREATE TRIGGER "user_two_factor_version_deleted" AFTER DELETE ON "user_two_factor"
  FOR EACH ROW EXECUTE FUNCTION "investor_versions_raise_user"();
