-- Institute search reads one denormalised row per (institute, course offered); see instituteSearch
-- in db/schema/search.ts. Refreshed by refreshSearchViews (modules/search/repo.ts).
CREATE MATERIALIZED VIEW "institute_search" AS
SELECT
	ic."institute_id",
	ic."course_id",
	i."code" AS "institute_code",
	-- Sort and prefix key of the code: lower case for a case-insensitive prefix, byte order ("C") so
	-- that one plain btree serves both the prefix LIKE and the order, in any database collation.
	lower(i."code") COLLATE "C" AS "institute_code_key",
	i."name" AS "institute_name",
	i."region_id",
	coalesce(r."name_en", '') AS "region_en",
	coalesce(r."name_mr", '') AS "region_mr",
	i."district_id",
	coalesce(d."name_en", '') AS "district_en",
	coalesce(d."name_mr", '') AS "district_mr",
	i."taluka_id",
	i."full_time_part_time",
	c."code" AS "course_code",
	c."name" AS "course_name",
	c."sector_id",
	c."category_id",
	c."entry_qualification_id",
	ic."intake"
FROM "institute_courses" ic
JOIN "institutes" i ON i."id" = ic."institute_id"
JOIN "courses" c ON c."id" = ic."course_id"
LEFT JOIN "regions" r ON r."id" = i."region_id"
LEFT JOIN "districts" d ON d."id" = i."district_id"
-- Stored by district and code: a district's rows sit on neighbouring pages, the commonest filter.
ORDER BY i."district_id", lower(i."code") COLLATE "C", c."code";
--> statement-breakpoint
-- Unique key: lets REFRESH ... CONCURRENTLY keep the search readable while it runs.
CREATE UNIQUE INDEX "institute_search_pk" ON "institute_search" ("institute_id", "course_id");
--> statement-breakpoint
-- Sort columns people use, each ending in the tie-break (institute code key, course code), so that a
-- page in either direction is read in index order without sorting the result. Region, District and
-- Full Time/Part Time have no index: each would add seconds to every refresh at 100× for a rarely
-- used order, and with a district or any narrower filter their sort is cheap anyway.
CREATE INDEX "institute_search_code_idx" ON "institute_search" ("institute_code_key", "course_code");
--> statement-breakpoint
CREATE INDEX "institute_search_name_idx" ON "institute_search" ("institute_name", "institute_code_key", "course_code");
--> statement-breakpoint
CREATE INDEX "institute_search_course_code_idx" ON "institute_search" ("course_code", "institute_code_key");
--> statement-breakpoint
CREATE INDEX "institute_search_course_name_idx" ON "institute_search" ("course_name", "institute_code_key", "course_code");
--> statement-breakpoint
CREATE INDEX "institute_search_intake_idx" ON "institute_search" ("intake", "institute_code_key", "course_code");
--> statement-breakpoint
-- Filters (the code prefix uses institute_search_code_idx): district (+ the default order), the
-- course filters with and without a district, one course, one taluka.
CREATE INDEX "institute_search_district_idx" ON "institute_search" ("district_id", "institute_code_key", "course_code");
--> statement-breakpoint
CREATE INDEX "institute_search_district_course_idx" ON "institute_search" ("district_id", "sector_id", "category_id", "entry_qualification_id");
--> statement-breakpoint
CREATE INDEX "institute_search_course_filter_idx" ON "institute_search" ("sector_id", "category_id", "entry_qualification_id");
--> statement-breakpoint
CREATE INDEX "institute_search_course_idx" ON "institute_search" ("course_id");
--> statement-breakpoint
CREATE INDEX "institute_search_taluka_idx" ON "institute_search" ("taluka_id");
--> statement-breakpoint
-- Row counts per filter combination that needs no row-level filter; see instituteSearchCounts.
CREATE MATERIALIZED VIEW "institute_search_counts" AS
SELECT
	"region_id",
	"district_id",
	"full_time_part_time",
	"sector_id",
	"category_id",
	"entry_qualification_id",
	count(*)::integer AS "row_count"
FROM "institute_search"
GROUP BY "region_id", "district_id", "full_time_part_time", "sector_id", "category_id", "entry_qualification_id";
--> statement-breakpoint
CREATE UNIQUE INDEX "institute_search_counts_pk" ON "institute_search_counts" ("district_id", "sector_id", "category_id", "entry_qualification_id", "full_time_part_time", "region_id");
