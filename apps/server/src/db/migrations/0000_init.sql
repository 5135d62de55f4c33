CREATE TABLE "aadhaar_vault" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lookup_hash" text NOT NULL,
	"ciphertext" text NOT NULL,
	"last4" text NOT NULL,
	CONSTRAINT "aadhaar_vault_lookup_hash_unique" UNIQUE("lookup_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"event" text NOT NULL,
	"ip" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "iti_admissions" (
	"registration_number" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"is_demo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"template" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"file_type" text NOT NULL,
	"path" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "user_job_roles" (
	"user_id" integer NOT NULL,
	"job_role_id" integer NOT NULL,
	CONSTRAINT "user_job_roles_user_id_job_role_id_pk" PRIMARY KEY("user_id","job_role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"user_type_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"gender_code" text NOT NULL,
	"dob" date NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"alt_mobile" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"security_question_id" integer,
	"security_answer_hash" text,
	"iti_registration_no" text,
	"is_admission_data_fetch" boolean DEFAULT false NOT NULL,
	"photo_path" text,
	"sign_path" text,
	"dob_proof_path" text,
	"aadhaar_file_path" text,
	"college_name" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"current_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_profile_id_unique" UNIQUE("profile_id")
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"user_type_id" integer,
	"seq" integer NOT NULL,
	"key" text NOT NULL,
	"label_en" text NOT NULL,
	"label_mr" text NOT NULL,
	"link" text NOT NULL,
	"css_class" text,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer DEFAULT 1 NOT NULL,
	"category_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_mr" text NOT NULL,
	"html_en" text NOT NULL,
	"html_mr" text NOT NULL,
	"file_url" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_on" date NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_mr" text NOT NULL,
	"body_en" jsonb NOT NULL,
	"body_mr" jsonb NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"taluka_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL,
	"pincode" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookups" (
	"kind" text NOT NULL,
	"id" integer NOT NULL,
	"code" text,
	"group_id" integer,
	"seq" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL,
	CONSTRAINT "lookups_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"taluka_id" integer,
	"city_id" integer
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talukas" (
	"id" integer PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sector_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"duration_hours" integer NOT NULL,
	"duration_label" text NOT NULL,
	"model_curriculum" text NOT NULL,
	"qualification_pack" text NOT NULL,
	"course_norms" text NOT NULL,
	"entry_qualification_id" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "courses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "entry_qualifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute_courses" (
	"institute_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"intake" integer NOT NULL,
	CONSTRAINT "institute_courses_institute_id_course_id_pk" PRIMARY KEY("institute_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "institutes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"region_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"taluka_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"full_time_part_time" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "institutes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_mr" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "otps_mobile_idx" ON "otps" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_uq" ON "users" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type_id");--> statement-breakpoint
CREATE INDEX "menu_items_user_type_idx" ON "menu_items" USING btree ("user_type_id","seq");--> statement-breakpoint
CREATE INDEX "notices_category_idx" ON "notices" USING btree ("region_id","category_id","published_on");--> statement-breakpoint
CREATE INDEX "cities_taluka_idx" ON "cities" USING btree ("taluka_id");--> statement-breakpoint
CREATE INDEX "districts_state_idx" ON "districts" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "talukas_district_idx" ON "talukas" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "courses_sector_idx" ON "courses" USING btree ("sector_id","category_id");--> statement-breakpoint
CREATE INDEX "courses_code_prefix_idx" ON "courses" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "institute_courses_course_idx" ON "institute_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "institutes_region_district_idx" ON "institutes" USING btree ("region_id","district_id","taluka_id");--> statement-breakpoint
CREATE INDEX "institutes_district_idx" ON "institutes" USING btree ("district_id","taluka_id");--> statement-breakpoint
CREATE INDEX "institutes_code_prefix_idx" ON "institutes" USING btree ("code" text_pattern_ops);