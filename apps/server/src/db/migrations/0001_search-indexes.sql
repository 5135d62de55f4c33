DROP INDEX "courses_code_prefix_idx";--> statement-breakpoint
DROP INDEX "institutes_code_prefix_idx";--> statement-breakpoint
CREATE INDEX "courses_name_idx" ON "courses" USING btree ("name","code");--> statement-breakpoint
CREATE INDEX "courses_duration_idx" ON "courses" USING btree ("duration_hours","code");--> statement-breakpoint
CREATE INDEX "courses_code_prefix_idx" ON "courses" USING btree (lower("code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institutes_code_prefix_idx" ON "institutes" USING btree (lower("code") text_pattern_ops);