-- Issue 20: removing a partner or child on the relations page keeps its record of changes.
-- The removal itself is recorded with the name in old_value; the relation's earlier changes
-- lose only their link to the removed row (ON DELETE SET NULL instead of CASCADE).
ALTER TABLE "personal_data_changes" DROP CONSTRAINT "personal_data_changes_related_person_id_related_persons_id_fk";
--> statement-breakpoint
ALTER TABLE "personal_data_changes" ADD CONSTRAINT "personal_data_changes_related_person_id_related_persons_id_fk" FOREIGN KEY ("related_person_id") REFERENCES "public"."related_persons"("id") ON DELETE set null ON UPDATE no action;
