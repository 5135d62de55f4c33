ALTER TABLE "otps" ADD COLUMN "bound_to" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "meetings_mobile_idx" ON "meetings" USING btree ("mobile","date");