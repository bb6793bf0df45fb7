CREATE TYPE "public"."risk_profile_code" AS ENUM('defensief', 'neutraal', 'offensief');--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"questionnaire_id" smallint NOT NULL,
	"version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"statements" jsonb NOT NULL,
	"score_one" smallint NOT NULL,
	"score_two" smallint NOT NULL,
	"profile" "risk_profile_code" NOT NULL,
	"scoring" jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "questionnaire_answers_questionnaire_id" CHECK ("questionnaire_answers"."questionnaire_id" between 1 and 3),
	CONSTRAINT "questionnaire_answers_scores" CHECK ("questionnaire_answers"."score_one" between 0 and 100 and "questionnaire_answers"."score_two" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_answers_user_answered_idx" ON "questionnaire_answers" USING btree ("user_id","answered_at");