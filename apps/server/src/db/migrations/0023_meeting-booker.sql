ALTER TABLE "meetings" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "district_id" integer;