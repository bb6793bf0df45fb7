-- Issue 21: the admin's investor search at 5.000 investors (docs/ADMIN.md). One row per investor
-- with what the search looks in (name, e-mail, contract numbers as written, lower case; postcode
-- and IBANs without spaces), one line each, under a trigram index, so `%term%` is an index scan
-- instead of a scan of every investor with a subquery per contract; and the name's sort key under
-- a btree, so the table's first pages read in order. Kept by statement triggers on the tables it
-- is made of, in the transaction that changes them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "investor_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"haystack" text NOT NULL,
	"sort_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_search" ADD CONSTRAINT "investor_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "investor_search_haystack_trgm_idx" ON "investor_search" USING gin ("haystack" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "investor_search_sort_name_idx" ON "investor_search" USING btree ("sort_name","user_id");
--> statement-breakpoint
CREATE FUNCTION "investor_search_refresh"(targets uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM investor_search WHERE user_id = ANY(targets);
  INSERT INTO investor_search (user_id, haystack, sort_name)
  SELECT u.id,
    concat_ws(chr(10),
      lower(concat_ws(' ', pi.initialen, pi.tussenvoegsel, pi.achternaam)),
      u.email,
      replace(lower(pi.postcode), ' ', ''),
      replace(lower(pi.iban), ' ', ''),
      (SELECT string_agg(concat_ws(chr(10), lower(c.contract_number), replace(lower(c.iban), ' ', '')), chr(10) ORDER BY c.id)
        FROM contracts c WHERE c.user_id = u.id),
      (SELECT string_agg(replace(lower(m.iban), ' ', ''), chr(10) ORDER BY m.id)
        FROM mandates m WHERE m.user_id = u.id)),
    lower(coalesce(pi.achternaam, u.email) || ' ' || coalesce(pi.initialen, ''))
  FROM users u LEFT JOIN personal_info pi ON pi.user_id = u.id
  WHERE u.id = ANY(targets) AND u.role = 'investor';
END $$;
--> statement-breakpoint
-- TG_ARGV[0]: the column naming the investor (users.id, else user_id).
CREATE FUNCTION "investor_search_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE targets uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO targets;
  PERFORM investor_search_refresh(targets);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "investor_search_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE targets uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT id) FROM (SELECT %1$I AS id FROM new_rows UNION SELECT %1$I FROM old_rows) changed', TG_ARGV[0]) INTO targets;
  PERFORM investor_search_refresh(targets);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "investor_search_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE targets uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO targets;
  PERFORM investor_search_refresh(targets);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "investor_search_users_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_insert('id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_users_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_update('id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_personal_info_insert" AFTER INSERT ON "personal_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_insert('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_personal_info_update" AFTER UPDATE ON "personal_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_update('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_personal_info_delete" AFTER DELETE ON "personal_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_delete('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_contracts_insert" AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_insert('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_contracts_update" AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_update('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_contracts_delete" AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_delete('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_mandates_insert" AFTER INSERT ON "mandates" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_insert('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_mandates_update" AFTER UPDATE ON "mandates" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_update('user_id');
--> statement-breakpoint
CREATE TRIGGER "investor_search_mandates_delete" AFTER DELETE ON "mandates" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION investor_search_after_delete('user_id');
--> statement-breakpoint
SELECT investor_search_refresh(array_agg(id)) FROM users;
