-- Seed tables get natural unique keys (issue 19 item 1). Two processes that seeded an empty database at
-- once left reference and demo rows twice; the first row of each key is kept, references to a removed
-- city are moved to the kept one (pincodes, profile addresses and work experience, complaint addresses).
CREATE TABLE "city_duplicates" AS
  SELECT "id", "keep" FROM (
    SELECT "id", min("id") OVER (PARTITION BY "taluka_id", lower("name_en")) AS "keep" FROM "cities"
  ) AS "ranked" WHERE "id" <> "keep";--> statement-breakpoint
UPDATE "pincodes" SET "city_id" = d."keep" FROM "city_duplicates" d WHERE "pincodes"."city_id" = d."id";--> statement-breakpoint
UPDATE "profile_sections" SET "data" = (
  SELECT jsonb_object_agg(e.key, CASE
    WHEN e.key LIKE '%CityID' AND jsonb_typeof(e.value) = 'number'
      THEN coalesce((SELECT to_jsonb(d."keep") FROM "city_duplicates" d WHERE d."id" = e.value::text::bigint), e.value)
    ELSE e.value END)
  FROM jsonb_each("profile_sections"."data") AS e
) WHERE jsonb_typeof("data") = 'object' AND EXISTS (
  SELECT 1 FROM jsonb_each("profile_sections"."data") AS e JOIN "city_duplicates" d
    ON e.key LIKE '%CityID' AND jsonb_typeof(e.value) = 'number' AND d."id" = e.value::text::bigint
);--> statement-breakpoint
UPDATE "profile_items" SET "data" = (
  SELECT jsonb_object_agg(e.key, CASE
    WHEN e.key LIKE '%CityID' AND jsonb_typeof(e.value) = 'number'
      THEN coalesce((SELECT to_jsonb(d."keep") FROM "city_duplicates" d WHERE d."id" = e.value::text::bigint), e.value)
    ELSE e.value END)
  FROM jsonb_each("profile_items"."data") AS e
) WHERE jsonb_typeof("data") = 'object' AND EXISTS (
  SELECT 1 FROM jsonb_each("profile_items"."data") AS e JOIN "city_duplicates" d
    ON e.key LIKE '%CityID' AND jsonb_typeof(e.value) = 'number' AND d."id" = e.value::text::bigint
);--> statement-breakpoint
UPDATE "cases" SET "data" = jsonb_set("data", '{complainant,city}', to_jsonb(d."keep"))
  FROM "city_duplicates" d
  WHERE jsonb_typeof("cases"."data" #> '{complainant,city}') = 'number' AND ("cases"."data" #>> '{complainant,city}')::bigint = d."id";--> statement-breakpoint
UPDATE "cases" SET "data" = jsonb_set("data", '{institute,city}', to_jsonb(d."keep"))
  FROM "city_duplicates" d
  WHERE jsonb_typeof("cases"."data" #> '{institute,city}') = 'number' AND ("cases"."data" #>> '{institute,city}')::bigint = d."id";--> statement-breakpoint
DELETE FROM "cities" WHERE "id" IN (SELECT "id" FROM "city_duplicates");--> statement-breakpoint
DROP TABLE "city_duplicates";--> statement-breakpoint
DELETE FROM "faqs" a USING "faqs" b WHERE a."question_en" = b."question_en" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "institutes_under_inquiry" a USING "institutes_under_inquiry" b
  WHERE a."demo" = 1 AND b."demo" = 1 AND a."institute_name" = b."institute_name" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "office_visits" a USING "office_visits" b
  WHERE a."demo" = 1 AND b."demo" = 1 AND a."date" = b."date" AND a."time" = b."time" AND a."place_en" = b."place_en" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "notices" a USING "notices" b
  WHERE a."is_demo" AND b."is_demo" AND a."title_en" = b."title_en" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_question_idx" ON "faqs" USING btree ("question_en");--> statement-breakpoint
CREATE UNIQUE INDEX "institutes_under_inquiry_demo_idx" ON "institutes_under_inquiry" USING btree ("institute_name") WHERE "institutes_under_inquiry"."demo" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "office_visits_demo_idx" ON "office_visits" USING btree ("date","time","place_en") WHERE "office_visits"."demo" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "notices_demo_title_idx" ON "notices" USING btree ("title_en") WHERE "notices"."is_demo";--> statement-breakpoint
CREATE UNIQUE INDEX "cities_taluka_name_idx" ON "cities" USING btree ("taluka_id",lower("name_en"));
