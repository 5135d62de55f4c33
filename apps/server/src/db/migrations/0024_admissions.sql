CREATE TABLE "admission_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"preference_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reference_no" text NOT NULL,
	"code" text NOT NULL,
	"data" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "admission_letters_preference_id_unique" UNIQUE("preference_id"),
	CONSTRAINT "admission_letters_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "admission_letters_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "application_preferences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "application_preferences_rank" CHECK ("application_preferences"."rank" between 1 and 3),
	CONSTRAINT "application_preferences_status" CHECK ("application_preferences"."status" in ('pending', 'accepted', 'rejected', 'withdrawn', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"academic_year" text NOT NULL,
	"name_mr" text NOT NULL,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applications_status" CHECK ("applications"."status" in ('submitted', 'withdrawn', 'admitted'))
);
--> statement-breakpoint
CREATE TABLE "institute_seats" (
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"academic_year" text NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "institute_seats_institute_id_course_id_academic_year_pk" PRIMARY KEY("institute_id","course_id","academic_year"),
	CONSTRAINT "institute_seats_taken" CHECK ("institute_seats"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "institute_users" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"institute_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"setup_token_hash" text,
	"setup_expires_at" timestamp with time zone,
	"password_set_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_field_reviews" (
	"user_id" integer NOT NULL,
	"field" text NOT NULL,
	"verdict" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"officer_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_field_reviews_user_id_field_pk" PRIMARY KEY("user_id","field"),
	CONSTRAINT "profile_field_reviews_verdict" CHECK ("profile_field_reviews"."verdict" in ('verified', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "profile_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"region_id" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"first_submitted_at" timestamp with time zone NOT NULL,
	"submissions" integer DEFAULT 1 NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"verify_count" integer DEFAULT 0 NOT NULL,
	"reject_count" integer DEFAULT 0 NOT NULL,
	"change_requested_at" timestamp with time zone,
	"change_reason" text,
	CONSTRAINT "profile_verifications_status" CHECK ("profile_verifications"."status" in ('submitted', 'returned', 'verified'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "dob" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "admission_letters_user_idx" ON "admission_letters" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_preferences_rank_uq" ON "application_preferences" USING btree ("application_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "application_preferences_offering_uq" ON "application_preferences" USING btree ("application_id","institute_id","course_id");--> statement-breakpoint
CREATE INDEX "application_preferences_institute_idx" ON "application_preferences" USING btree ("institute_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_year_uq" ON "applications" USING btree ("user_id","academic_year");--> statement-breakpoint
CREATE UNIQUE INDEX "institute_users_institute_uq" ON "institute_users" USING btree ("institute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institute_users_setup_token_uq" ON "institute_users" USING btree ("setup_token_hash");--> statement-breakpoint
CREATE INDEX "profile_verifications_queue_idx" ON "profile_verifications" USING btree ("status","region_id","submitted_at","user_id");--> statement-breakpoint
CREATE INDEX "profile_verifications_change_idx" ON "profile_verifications" USING btree ("region_id","change_requested_at") WHERE "profile_verifications"."change_requested_at" is not null;