ALTER TABLE "courses" ADD COLUMN "duration_label_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_norms_mr" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Courses seeded before this migration get their Marathi texts from the phrase list of
-- db/seed/search/marathi.ts (same phrases, same order, then Devanagari digits).
UPDATE "courses" SET
	"duration_label_mr" = translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("duration_label", 'Hours', 'तास'), 'Months', 'महिने'), 'Years', 'वर्षे'), 'Year', 'वर्ष'), 'Batch', 'तुकडी'), 'Workshop', 'कार्यशाळा'), 'Classroom', 'वर्गखोली'), 'Lab', 'प्रयोगशाळा'), 'sq m', 'चौ. मी.'), 'Trainer:', 'प्रशिक्षक:'), 'Master craftsperson', 'निष्णात कारागीर'), 'Postgraduate', 'पदव्युत्तर'), 'Graduate', 'पदवीधर'), 'Diploma', 'पदविका'), 'B.E./B.Tech', 'बी.ई./बी.टेक'), 'NTC/NAC', 'एनटीसी/एनएसी'), 'ITI', 'आयटीआय'), 'yrs', 'वर्षे'), 'yr', 'वर्ष'), '0123456789', '०१२३४५६७८९'),
	"course_norms_mr" = translate(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("course_norms", 'Hours', 'तास'), 'Months', 'महिने'), 'Years', 'वर्षे'), 'Year', 'वर्ष'), 'Batch', 'तुकडी'), 'Workshop', 'कार्यशाळा'), 'Classroom', 'वर्गखोली'), 'Lab', 'प्रयोगशाळा'), 'sq m', 'चौ. मी.'), 'Trainer:', 'प्रशिक्षक:'), 'Master craftsperson', 'निष्णात कारागीर'), 'Postgraduate', 'पदव्युत्तर'), 'Graduate', 'पदवीधर'), 'Diploma', 'पदविका'), 'B.E./B.Tech', 'बी.ई./बी.टेक'), 'NTC/NAC', 'एनटीसी/एनएसी'), 'ITI', 'आयटीआय'), 'yrs', 'वर्षे'), 'yr', 'वर्ष'), '0123456789', '०१२३४५६७८९')
WHERE "is_demo" AND "duration_label_mr" = '';
--> statement-breakpoint
-- docs/glossary.md: ITI is आयटीआय in Marathi text, not आय.टी.आय.
UPDATE "entry_qualifications" SET "name_mr" = replace("name_mr", 'आय.टी.आय.', 'आयटीआय') WHERE "name_mr" LIKE '%आय.टी.आय.%';--> statement-breakpoint
UPDATE "lookups" SET "name_mr" = replace("name_mr", 'आय.टी.आय.', 'आयटीआय') WHERE "name_mr" LIKE '%आय.टी.आय.%';
