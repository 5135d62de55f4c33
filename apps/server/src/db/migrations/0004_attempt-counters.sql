CREATE TABLE "attempt_counters" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "attempt_counters_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "first_failed_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";