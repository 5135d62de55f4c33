CREATE TABLE "officers" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"user_type_id" integer NOT NULL,
	"region_id" integer,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"totp_secret" text NOT NULL,
	"totp_last_step" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "officers_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "officers_user_type" CHECK ("officers"."user_type_id" in (98, 99))
);
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "officer_id" integer;--> statement-breakpoint
CREATE INDEX "sessions_officer_idx" ON "sessions" USING btree ("officer_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_holder" CHECK (num_nonnulls("sessions"."user_id", "sessions"."officer_id") = 1);