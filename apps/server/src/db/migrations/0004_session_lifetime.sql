ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "renewed_at" timestamp with time zone;--> statement-breakpoint
WITH RECURSIVE "chain" ("id", "logged_in_at") AS (
	SELECT "id", "created_at" FROM "sessions" WHERE "renewed_from" IS NULL
	UNION ALL
	SELECT "renewal"."id", "chain"."logged_in_at"
	FROM "sessions" AS "renewal" JOIN "chain" ON "renewal"."renewed_from" = "chain"."id"
)
UPDATE "sessions" SET "authenticated_at" = "chain"."logged_in_at"
FROM "chain" WHERE "sessions"."id" = "chain"."id";--> statement-breakpoint
UPDATE "sessions" SET "authenticated_at" = "created_at" WHERE "authenticated_at" IS NULL;--> statement-breakpoint
UPDATE "sessions" SET "renewed_at" = "renewal"."created_at"
FROM "sessions" AS "renewal" WHERE "renewal"."renewed_from" = "sessions"."id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "authenticated_at" SET NOT NULL;
