-- Issue 16 point 11 (Wwft): the answers to the customer due diligence questions, kept with the
-- application they were given in (the evidence upload is in "uploads", field
-- dueDiligence.bewijsUpload). Applications from before this migration never asked them: all
-- null there; a new one has both answers, a function only for a PEP and a description only for
-- "anders" (the lists are @bp/domain's WEALTH_ORIGINS, onboarding/wwft-due-diligence.ts).
ALTER TABLE "investment_applications" ADD COLUMN "pep" boolean;--> statement-breakpoint
ALTER TABLE "investment_applications" ADD COLUMN "pep_functie" text;--> statement-breakpoint
ALTER TABLE "investment_applications" ADD COLUMN "herkomst_vermogen" text;--> statement-breakpoint
ALTER TABLE "investment_applications" ADD COLUMN "herkomst_toelichting" text;--> statement-breakpoint
ALTER TABLE "investment_applications" ADD CONSTRAINT "investment_applications_herkomst_vermogen" CHECK ("investment_applications"."herkomst_vermogen" is null or "investment_applications"."herkomst_vermogen" in ('salaris', 'spaargeld', 'erfenis-schenking', 'verkoop-bedrijf', 'verkoop-onroerend-goed', 'beleggingsopbrengsten', 'anders'));--> statement-breakpoint
ALTER TABLE "investment_applications" ADD CONSTRAINT "investment_applications_due_diligence_whole" CHECK (("investment_applications"."pep" is null) = ("investment_applications"."herkomst_vermogen" is null));--> statement-breakpoint
ALTER TABLE "investment_applications" ADD CONSTRAINT "investment_applications_pep_functie" CHECK (("investment_applications"."pep_functie" is not null) = coalesce("investment_applications"."pep", false));--> statement-breakpoint
ALTER TABLE "investment_applications" ADD CONSTRAINT "investment_applications_herkomst_toelichting" CHECK (("investment_applications"."herkomst_toelichting" is not null) = coalesce("investment_applications"."herkomst_vermogen" = 'anders', false));
