-- Uploads in chunks (issue 16): a 10 MB file as one bytea held the embedded database's one
-- thread for seconds. A new upload is sealed in chunks of at most 256 KiB (each AES-256-GCM with
-- its index and the chunk count in the associated data) and `chunk_count` says how many: on
-- PostgreSQL they are rows of `upload_chunks`, on the embedded database a file under
-- DATA_DIR/uploads. Uploads stored before keep their one value in iv, auth_tag and ciphertext
-- (chunk_count null) and are read as before.
ALTER TABLE "uploads" ADD COLUMN "chunk_count" integer;
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "iv" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "auth_tag" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "ciphertext" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_one_form" CHECK (("uploads"."chunk_count" is null) = ("uploads"."iv" is not null and "uploads"."auth_tag" is not null and "uploads"."ciphertext" is not null));
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_chunk_count" CHECK ("uploads"."chunk_count" between 1 and 40);
--> statement-breakpoint
CREATE TABLE "upload_chunks" (
	"upload_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"sealed" bytea NOT NULL,
	CONSTRAINT "upload_chunks_upload_id_chunk_index_pk" PRIMARY KEY("upload_id","chunk_index"),
	CONSTRAINT "upload_chunks_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "upload_chunks_index" CHECK ("upload_chunks"."chunk_index" between 0 and 39),
	CONSTRAINT "upload_chunks_size" CHECK (octet_length("upload_chunks"."sealed") <= 262172)
);
--> statement-breakpoint
-- Ciphertext does not compress: store it as it is instead of trying.
ALTER TABLE "upload_chunks" ALTER COLUMN "sealed" SET STORAGE EXTERNAL;
