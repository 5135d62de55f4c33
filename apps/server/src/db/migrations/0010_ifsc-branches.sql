CREATE TABLE "ifsc_branches" (
	"ifsc" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
