CREATE TABLE "upload_quota" (
	"ip" text NOT NULL,
	"day" date NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "upload_quota_ip_day_pk" PRIMARY KEY("ip","day")
);
