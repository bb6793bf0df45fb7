-- Issue 22: NAV publication under four eyes (contexts/money/nav-publication). One administrator
-- proposes a fund's NAV for a valuation date, another approves it; only then is it written to
-- fund_prices and are the purchases and sell orders of that date executed. The rows are the
-- audit of who proposed and approved what, when and why: never deleted, and an update may only
-- decide an open proposal (status, approved_*, approval_reason, superseded_at). The lists of
-- values come from packages/domain (dealing/nav-publication.ts).
CREATE TYPE "public"."nav_proposal_status" AS ENUM('voorgesteld', 'gepubliceerd', 'vervangen');
--> statement-breakpoint
CREATE TYPE "public"."nav_proposal_kind" AS ENUM('nieuw', 'correctie');
--> statement-breakpoint
CREATE TABLE "nav_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fund_id" integer NOT NULL,
	"valuation_date" date NOT NULL,
	"nav" numeric(12, 4) NOT NULL,
	"previous_nav" numeric(12, 4),
	"change" numeric(12, 6),
	"kind" "nav_proposal_kind" NOT NULL,
	"status" "nav_proposal_status" DEFAULT 'voorgesteld' NOT NULL,
	"flagged" boolean NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"proposal_reason" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"approval_reason" text,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "nav_proposals_nav_positive" CHECK ("nav_proposals"."nav" > 0),
	CONSTRAINT "nav_proposals_four_eyes" CHECK ("nav_proposals"."approved_by" <> "nav_proposals"."proposed_by"),
	CONSTRAINT "nav_proposals_published_has_approval" CHECK (("nav_proposals"."status" = 'gepubliceerd') = ("nav_proposals"."approved_by" is not null and "nav_proposals"."approved_at" is not null)),
	CONSTRAINT "nav_proposals_superseded_has_date" CHECK (("nav_proposals"."status" = 'vervangen') = ("nav_proposals"."superseded_at" is not null)),
	CONSTRAINT "nav_proposals_reason" CHECK ((not "nav_proposals"."flagged" and "nav_proposals"."kind" = 'nieuw') or length(btrim("nav_proposals"."proposal_reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "nav_proposals" ADD CONSTRAINT "nav_proposals_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nav_proposals" ADD CONSTRAINT "nav_proposals_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nav_proposals" ADD CONSTRAINT "nav_proposals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "nav_proposals_open_unique" ON "nav_proposals" USING btree ("fund_id","valuation_date") WHERE "nav_proposals"."status" = 'voorgesteld';
--> statement-breakpoint
CREATE INDEX "nav_proposals_fund_date_idx" ON "nav_proposals" USING btree ("fund_id","valuation_date");
--> statement-breakpoint
CREATE FUNCTION "nav_proposals_keep_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'nav_proposals are never deleted';
  END IF;
  IF OLD."status" <> 'voorgesteld' THEN
    RAISE EXCEPTION 'a decided NAV proposal is frozen';
  END IF;
  IF (NEW."id", NEW."fund_id", NEW."valuation_date", NEW."nav", NEW."previous_nav", NEW."change",
      NEW."kind", NEW."flagged", NEW."proposed_by", NEW."proposed_at", NEW."proposal_reason")
     IS DISTINCT FROM
     (OLD."id", OLD."fund_id", OLD."valuation_date", OLD."nav", OLD."previous_nav", OLD."change",
      OLD."kind", OLD."flagged", OLD."proposed_by", OLD."proposed_at", OLD."proposal_reason") THEN
    RAISE EXCEPTION 'a NAV proposal changes only when it is approved or superseded';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "nav_proposals_kept" BEFORE UPDATE OR DELETE ON "nav_proposals"
  FOR EACH ROW EXECUTE FUNCTION "nav_proposals_keep_record"();
