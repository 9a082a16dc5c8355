ALTER TABLE "elders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Issue 15 finding 5: one level per category for 식사, 배변 and 이동. An elder saved with several keeps
-- the highest (the level matching already used: meal_level etc. = index + 1 in the option list).
UPDATE "elders" SET "meal" = ARRAY[(ARRAY['스스로 식사 가능','식사 차림 필요','죽, 반찬 등 요리 필요','콧줄 식사'])["meal_level"]] WHERE cardinality("meal") > 1;--> statement-breakpoint
UPDATE "elders" SET "toileting" = ARRAY[(ARRAY['스스로 배변 가능','배변 실수 시 도움 필요','기저귀 케어 필요','유치도뇨, 방광루, 장루 관리'])["toileting_level"]] WHERE cardinality("toileting") > 1;--> statement-breakpoint
UPDATE "elders" SET "mobility" = ARRAY[(ARRAY['스스로 거동 가능','이동 시 부축 도움','휠체어 이동 보조','거동 불가'])["mobility_level"]] WHERE cardinality("mobility") > 1;
