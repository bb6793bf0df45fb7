-- Issue 23, the month end at scale: the version triggers of 0034 cost 1,26 ms a statement
-- (33.032 runs, 41,6 s of a 99,6 s month end on the scale bench). Two causes, both removed here:
-- * each run built its statement with EXECUTE, planned anew every time: the statements are now
--   static (PL/pgSQL plans them once per session), one per transition table and kind;
-- * every statement of a transaction raised its investors again (a group of a hundred purchases
--   raised each investor five or six times, a new row version each): an investor is now raised
--   once per transaction, at its first write. Other sessions see the version only with the
--   commit, so once is as good as many. It relies on what holds for every kept answer: it is
--   computed and kept under the version read before it, in a transaction that writes nothing
--   else; a transaction that reads the version after its own first write and then keeps an
--   answer does not exist.
-- `raised_by` is the transaction (xid8: 64 bits, never wraps) that last raised the row.
ALTER TABLE "investor_versions" ADD COLUMN "raised_by" xid8;
--> statement-breakpoint
CREATE FUNCTION "investor_versions_raise_for"("investors" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- In user order, so two writes that touch several investors lock them in the same order; an
  -- investor whose account this very statement erased has no row to raise.
  INSERT INTO investor_versions AS v (user_id, version, raised_by)
    SELECT DISTINCT i.user_id, 1, pg_current_xact_id() FROM unnest(investors) AS i(user_id)
     WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = i.user_id)
     ORDER BY i.user_id
    ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1, raised_by = excluded.raised_by
     WHERE v.raised_by IS DISTINCT FROM excluded.raised_by;
END $$;
--> statement-breakpoint
-- The triggers of 0034 stay as they are (TG_ARGV[0]: the transition table, TG_ARGV[1]: how its
-- rows name the investor); a branch is planned only when a trigger first takes it.
CREATE OR REPLACE FUNCTION "investor_versions_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  investors uuid[];
BEGIN
  IF TG_ARGV[0] = 'new_rows' THEN
    CASE TG_ARGV[1]
      WHEN 'user' THEN
        investors := ARRAY(SELECT r.user_id FROM new_rows r);
      WHEN 'contract' THEN
        investors := ARRAY(SELECT c.user_id FROM new_rows r JOIN contracts c ON c.id = r.contract_id);
      WHEN 'fund' THEN
        investors := ARRAY(SELECT c.user_id FROM new_rows r JOIN contracts c ON c.fund_id = r.id);
      WHEN 'fund_id' THEN
        investors := ARRAY(SELECT c.user_id FROM new_rows r JOIN contracts c ON c.fund_id = r.fund_id);
    END CASE;
  ELSE
    CASE TG_ARGV[1]
      WHEN 'user' THEN
        investors := ARRAY(SELECT r.user_id FROM old_rows r);
      WHEN 'contract' THEN
        investors := ARRAY(SELECT c.user_id FROM old_rows r JOIN contracts c ON c.id = r.contract_id);
      WHEN 'fund_id' THEN
        investors := ARRAY(SELECT c.user_id FROM old_rows r JOIN contracts c ON c.fund_id = r.fund_id);
    END CASE;
  END IF;
  PERFORM investor_versions_raise_for(investors);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "investor_versions_raise_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM investor_versions_raise_for(ARRAY[NEW.id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM investor_versions_raise_for(ARRAY[OLD.user_id]);
  ELSE
    PERFORM investor_versions_raise_for(ARRAY[NEW.user_id]);
  END IF;
  RETURN NULL;
END $$;
