DROP INDEX "users_mobile_uq";--> statement-breakpoint
DROP INDEX "users_email_uq";--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));