ALTER TABLE "cases" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "institute" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "appealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "appeal_reason" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "rating" integer;--> statement-breakpoint
CREATE INDEX "cases_region_due_idx" ON "cases" USING btree ("region_id","due_at");--> statement-breakpoint
CREATE INDEX "cases_region_status_due_idx" ON "cases" USING btree ("region_id","status","due_at");--> statement-breakpoint
CREATE INDEX "cases_due_idx" ON "cases" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "cases_created_idx" ON "cases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cases_district_due_idx" ON "cases" USING btree ("district_id","due_at");