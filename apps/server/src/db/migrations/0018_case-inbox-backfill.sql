-- Hand-written (decision 057): cases filed before the console get their district, region and institute
-- from their form (a complaint's institute), and the old due instant becomes 00:00 in India of the due day.
UPDATE "cases" SET
  "district_id" = ("data" -> 'institute' ->> 'district')::integer,
  "institute" = "data" -> 'institute' ->> 'instituteName'
WHERE "kind" = 'complaint' AND "district_id" IS NULL AND ("data" -> 'institute' ->> 'district') ~ '^[0-9]{1,9}$';
--> statement-breakpoint
UPDATE "cases" SET "region_id" = "districts"."region_id"
FROM "districts" WHERE "districts"."id" = "cases"."district_id" AND "cases"."region_id" IS NULL;
--> statement-breakpoint
UPDATE "cases" SET "due_at" = ((("created_at" AT TIME ZONE 'Asia/Kolkata')::date
  + CASE "kind" WHEN 'complaint' THEN 30 ELSE 21 END)::timestamp AT TIME ZONE 'Asia/Kolkata');
--> statement-breakpoint
UPDATE "cases" SET "status" = 'closed', "closed_at" = "updated_at" WHERE "status" = 'resolved';
