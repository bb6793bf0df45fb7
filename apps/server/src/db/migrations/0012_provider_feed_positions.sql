-- Where a provider's feed was last read (Twikey's X-LAST), so the next run resumes after it
-- (X-RESUME-AFTER). One row per feed, e.g. `twikey:mandate`; a feed never read has no row.
CREATE TABLE "provider_feed_positions" (
	"feed" text PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
