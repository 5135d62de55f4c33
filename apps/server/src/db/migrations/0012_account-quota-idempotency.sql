CREATE TABLE "account_upload_quota" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"files" integer NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "account_upload_quota_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cases_idempotency_idx" ON "cases" USING btree ("kind","mobile","idempotency_key");