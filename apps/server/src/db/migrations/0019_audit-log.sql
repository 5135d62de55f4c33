DROP INDEX "audit_events_user_idx";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "officer_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "record_type" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "record_id" text;--> statement-breakpoint
CREATE INDEX "audit_events_officer_idx" ON "audit_events" USING btree ("officer_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_record_idx" ON "audit_events" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_event_idx" ON "audit_events" USING btree ("event","id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_one_actor" CHECK (num_nonnulls("audit_events"."user_id", "audit_events"."officer_id") <= 1);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_record" CHECK (("audit_events"."record_type" is null) = ("audit_events"."record_id" is null));