-- Issue 22: a NAV already used by executed orders is corrected by a correction run, never in
-- place. Each correction is a row of nav_corrections (kept for good: append-only). The bookings
-- priced at the old NAV get a reversal (reversal_of = the original, at most one each) and are
-- booked again at the new NAV; both carry the correction. A reversal mirrors its original's
-- units, so the check on the units by kind is mirrored for it.
CREATE TABLE "nav_corrections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nav_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fund_id" integer NOT NULL,
	"valuation_date" date NOT NULL,
	"previous_nav" numeric(12, 4) NOT NULL,
	"corrected_nav" numeric(12, 4) NOT NULL,
	"reason" text NOT NULL,
	"corrected_by" uuid NOT NULL,
	"corrected_at" timestamp with time zone NOT NULL,
	"proposal_id" uuid,
	CONSTRAINT "nav_corrections_navs_positive" CHECK ("nav_corrections"."previous_nav" > 0 and "nav_corrections"."corrected_nav" > 0),
	CONSTRAINT "nav_corrections_nav_changed" CHECK ("nav_corrections"."previous_nav" <> "nav_corrections"."corrected_nav"),
	CONSTRAINT "nav_corrections_reason" CHECK (length(btrim("nav_corrections"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "nav_corrections" ADD CONSTRAINT "nav_corrections_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nav_corrections" ADD CONSTRAINT "nav_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nav_corrections" ADD CONSTRAINT "nav_corrections_proposal_id_nav_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."nav_proposals"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "nav_corrections_fund_date_idx" ON "nav_corrections" USING btree ("fund_id","valuation_date");
--> statement-breakpoint
CREATE FUNCTION "nav_corrections_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'nav_corrections is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "nav_corrections_kept" BEFORE UPDATE OR DELETE ON "nav_corrections"
  FOR EACH ROW EXECUTE FUNCTION "nav_corrections_append_only"();
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reversal_of" bigint;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "nav_correction_id" bigint;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_of_transactions_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_nav_correction_id_nav_corrections_id_fk" FOREIGN KEY ("nav_correction_id") REFERENCES "public"."nav_corrections"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reversal_of_unique" ON "transactions" USING btree ("reversal_of");
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reversal_corrected" CHECK ("transactions"."reversal_of" is null or "transactions"."nav_correction_id" is not null);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_units_by_kind";
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_units_by_kind" CHECK (case when "transactions"."kind" in ('aankoop', 'herbelegging') then "transactions"."nav" > 0 and (case when "transactions"."reversal_of" is null then "transactions"."units" > 0 else "transactions"."units" < 0 end) when "transactions"."kind" = 'verkoop' then "transactions"."nav" > 0 and (case when "transactions"."reversal_of" is null then "transactions"."units" < 0 else "transactions"."units" > 0 end) else "transactions"."units" is null and "transactions"."nav" is null end);
