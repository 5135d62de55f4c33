CREATE TABLE "case_counters" (
	"prefix" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "case_counters_prefix_year_pk" PRIMARY KEY("prefix","year")
);
--> statement-breakpoint
CREATE TABLE "case_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"remarks" text,
	"actor_id" integer
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"user_id" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_mr" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_mr" text NOT NULL,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "institutes_under_inquiry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"institute_name" text NOT NULL,
	"institute_name_mr" text NOT NULL,
	"district_id" integer NOT NULL,
	"since" date NOT NULL,
	"case_id" integer,
	"closed_on" date,
	"demo" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"purpose_en" text NOT NULL,
	"purpose_mr" text NOT NULL,
	"place_en" text NOT NULL,
	"place_mr" text NOT NULL,
	"demo" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_documents_case_idx" ON "case_documents" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_number_idx" ON "cases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "cases_inbox_idx" ON "cases" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "cases_mobile_idx" ON "cases" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_slot_idx" ON "meetings" USING btree ("date","time");