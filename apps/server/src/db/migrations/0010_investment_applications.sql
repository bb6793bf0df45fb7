-- The add-investment application (issue 10). What the application route keeps about a person,
-- so that the next application can be prefilled, and the application itself.
--
-- Privacy (AVG): BSNs and identity document numbers are kept only encrypted (AES-256-GCM under
-- DATA_ENCRYPTION_KEY, security/sealed-text.ts: one bytea of iv ‖ tag ‖ ciphertext, bound to its
-- row and column by the associated data). Never a plaintext column for either.

-- The investor's own details (applicant `mijn`).
ALTER TABLE "personal_info" ADD COLUMN "geslacht" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "huisnummer" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "straatnaam" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "woonplaats" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "land" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "nationaliteit" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "telefoonnummer" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "mobiel" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "bsn_sealed" bytea;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "identiteitsbewijs" text;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "document_number_sealed" bytea;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "geldig_tot" date;--> statement-breakpoint
ALTER TABLE "personal_info" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_info" ADD CONSTRAINT "personal_info_geslacht" CHECK ("personal_info"."geslacht" is null or "personal_info"."geslacht" in ('man', 'vrouw', 'onbekend'));--> statement-breakpoint
ALTER TABLE "personal_info" ADD CONSTRAINT "personal_info_identiteitsbewijs" CHECK ("personal_info"."identiteitsbewijs" is null or "personal_info"."identiteitsbewijs" in ('paspoort', 'identiteitskaart', 'rijbewijs'));--> statement-breakpoint
ALTER TABLE "personal_info" ADD CONSTRAINT "personal_info_address_whole" CHECK (("personal_info"."postcode" is null) = ("personal_info"."land" is null));--> statement-breakpoint

-- A partner or child (related_persons keeps the demo's seeded relations too).
ALTER TABLE "related_persons" ADD COLUMN "geslacht" text;--> statement-breakpoint
ALTER TABLE "related_persons" ADD COLUMN "bsn_sealed" bytea;--> statement-breakpoint
ALTER TABLE "related_persons" ADD COLUMN "identiteitsbewijs" text;--> statement-breakpoint
ALTER TABLE "related_persons" ADD COLUMN "document_number_sealed" bytea;--> statement-breakpoint
ALTER TABLE "related_persons" ADD COLUMN "geldig_tot" date;--> statement-breakpoint
ALTER TABLE "related_persons" ADD CONSTRAINT "related_persons_geslacht" CHECK ("related_persons"."geslacht" is null or "related_persons"."geslacht" in ('man', 'vrouw', 'onbekend'));--> statement-breakpoint
ALTER TABLE "related_persons" ADD CONSTRAINT "related_persons_identiteitsbewijs" CHECK ("related_persons"."identiteitsbewijs" is null or "related_persons"."identiteitsbewijs" in ('paspoort', 'identiteitskaart', 'rijbewijs'));--> statement-breakpoint

-- New contract numbers: <land>-<jaar>-<nnnnnn>; the demo's numbers lie far below the start.
CREATE SEQUENCE "contract_number_seq" START WITH 100001;--> statement-breakpoint

-- Who holds a contract besides its investor: the partner of a joint contract, the minor child
-- (the investor signs as legal representative) or the company. A contract for the investor
-- alone has no row. The company's name, KvK and RSIN are no personal data: kept plain.
CREATE TABLE "contract_holders" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"related_person_id" integer,
	"company_name" text,
	"kvk" text,
	"rsin" text,
	CONSTRAINT "contract_holders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "contract_holders_related_person_id_related_persons_id_fk" FOREIGN KEY ("related_person_id") REFERENCES "public"."related_persons"("id") ON DELETE restrict ON UPDATE no action,
	CONSTRAINT "contract_holders_role" CHECK ("contract_holders"."role" in ('partner', 'child', 'company')),
	CONSTRAINT "contract_holders_by_role" CHECK (case when "contract_holders"."role" = 'company' then "contract_holders"."related_person_id" is null and "contract_holders"."company_name" is not null and "contract_holders"."kvk" ~ '^[0-9]{8}$' and "contract_holders"."rsin" ~ '^[0-9]{9}$' else "contract_holders"."related_person_id" is not null and "contract_holders"."company_name" is null and "contract_holders"."kvk" is null and "contract_holders"."rsin" is null end)
);
--> statement-breakpoint
CREATE INDEX "contract_holders_related_person_id_idx" ON "contract_holders" USING btree ("related_person_id");
--> statement-breakpoint

-- The application as sent, one per contract: the questionnaire result it rests on (answers,
-- version, scores, profile, the fund's required profile and the MiFID acknowledgement) and the
-- applicant's data as encrypted JSON (it holds BSNs, document numbers and TINs). `uploads` are
-- the claimed upload ids by field ([{field, id}]; ids only, the files stay in `uploads`).
CREATE TABLE "investment_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investment_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"contract_id" integer NOT NULL,
	"flow" "fund_flow" NOT NULL,
	"applicant_type" text NOT NULL,
	"questionnaire_id" smallint NOT NULL,
	"questionnaire_version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score_one" smallint NOT NULL,
	"score_two" smallint NOT NULL,
	"profile" "risk_profile_code" NOT NULL,
	"required_profile" "risk_profile_code" NOT NULL,
	"risk_acknowledged" boolean NOT NULL,
	"scoring" jsonb NOT NULL,
	"applicant_sealed" bytea NOT NULL,
	"uploads" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "investment_applications_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "investment_applications_applicant_type" CHECK ("investment_applications"."applicant_type" in ('mijn', 'partner', 'child', 'company')),
	CONSTRAINT "investment_applications_questionnaire_id" CHECK ("investment_applications"."questionnaire_id" between 1 and 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "investment_applications_contract_id_unique" ON "investment_applications" USING btree ("contract_id");
--> statement-breakpoint
CREATE INDEX "investment_applications_user_id_idx" ON "investment_applications" USING btree ("user_id");
