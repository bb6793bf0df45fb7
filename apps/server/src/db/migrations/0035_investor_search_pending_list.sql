-- Issue 23: the admin's investor search at 10.000 investors. A GIN index takes new entries into a
-- pending list (up to 4 MB by default) that every search reads through entry by entry, until a
-- vacuum or a full list moves them into the index proper. The embedded database runs no
-- autovacuum, and PostgreSQL's waits for many changed rows; every change of a name, contract or
-- IBAN rewrites the investor's line. On the scale bench's database 650 entries were pending:
-- 2 to 3 ms a search, where the index itself answers in under 1 ms. The smallest list (64 kB)
-- keeps that bounded; a writer that fills it moves it into the index.
ALTER INDEX "investor_search_haystack_trgm_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
SELECT gin_clean_pending_list('investor_search_haystack_trgm_idx'::regclass);
