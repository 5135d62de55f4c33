ALTER TABLE "notices" ADD COLUMN "new_until" date;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;