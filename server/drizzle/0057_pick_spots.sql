-- Issue 31 (near picks at 1,000,000 postings): the picks statement read every open elder of the circle from
-- `elders` with its week (jsonb) to compute the hourly offer row by row — ~80,000 heap rows at 5 km in 서울,
-- p95 283 ms. Now it reads `elder_spots`, the narrow copy of the open postings (migration 0020), which
-- also keeps what the picks order and test by: the creation time in milliseconds (rank-sql.ts createdMs),
-- the four need flags (bit 0 meal, 1 toileting, 2 mobility above level 1, bit 3 any 일상 item) and the
-- hourly offer (wage.ts hourlyOffer, the same operations in the same order as before in SQL). The
-- elders_keep_spot trigger writes them like the other copied values; callers never do (ADR 0026).

-- wage.ts hourlyOffer over the elder's own week (schedule.ts dayRange: end ≤ start is no hours): the hourly
-- wage itself, 0 without any hours, a monthly wage over the week's hours × 52/12, a daily wage over the hours
-- of an average day.
CREATE FUNCTION "elder_per_hour"(wage_type text, wage integer, schedule jsonb) RETURNS double precision
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select case when wage_type = '시급' then wage::float8
    when wk.secs <= 0 or wk.days <= 0 then 0::float8
    when wage_type = '월급' then wage::float8 / (((wk.secs / 60::float8) / 60::float8) * 4.333333333333333::float8)
    else wage::float8 / (((wk.secs / 60::float8) / 60::float8) / wk.days) end
  from (select coalesce(sum(h.e - h.b), 0)::float8 as secs, count(*)::float8 as days
    from (select extract(epoch from (d.v->>'start')::interval)::int as b,
        extract(epoch from (d.v->>'end')::interval)::int as e
      from jsonb_array_elements(schedule) with ordinality as d(v, n)
      where d.n <= 7 and jsonb_typeof(d.v) = 'object') h
    where h.e > h.b) wk
$$;--> statement-breakpoint
ALTER TABLE "elder_spots" ADD COLUMN "created_ms" double precision NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "elder_spots" ADD COLUMN "needs" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "elder_spots" ADD COLUMN "per_hour" double precision NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "elders_keep_spot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."closed_at" IS NOT NULL THEN
    DELETE FROM "elder_spots" WHERE "id" = OLD."id";
  ELSE
    INSERT INTO "elder_spots" AS s ("id", "lat_cell", "lng", "lat", "match_sig", "manager_id",
        "created_ms", "needs", "per_hour")
      VALUES (NEW."id", NEW."lat_cell", NEW."lng", NEW."lat", NEW."match_sig", NEW."manager_id",
        floor(date_part('epoch', NEW."created_at") * 1000 + 0.0005::float8),
        (case when NEW."meal_level" > 1 then 1 else 0 end) | (case when NEW."toileting_level" > 1 then 2 else 0 end)
          | (case when NEW."mobility_level" > 1 then 4 else 0 end) | (case when NEW."daily_mask" <> 0 then 8 else 0 end),
        "elder_per_hour"(NEW."wage_type", NEW."wage", NEW."schedule"))
      ON CONFLICT ("id") DO UPDATE SET "lat_cell" = EXCLUDED."lat_cell", "lng" = EXCLUDED."lng",
        "lat" = EXCLUDED."lat", "match_sig" = EXCLUDED."match_sig", "manager_id" = EXCLUDED."manager_id",
        "created_ms" = EXCLUDED."created_ms", "needs" = EXCLUDED."needs", "per_hour" = EXCLUDED."per_hour"
      WHERE (s."lat_cell", s."lng", s."lat", s."match_sig", s."manager_id", s."created_ms", s."needs", s."per_hour")
        IS DISTINCT FROM (EXCLUDED."lat_cell", EXCLUDED."lng", EXCLUDED."lat", EXCLUDED."match_sig",
          EXCLUDED."manager_id", EXCLUDED."created_ms", EXCLUDED."needs", EXCLUDED."per_hour");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "elder_spots" s SET
    "created_ms" = floor(date_part('epoch', e."created_at") * 1000 + 0.0005::float8),
    "needs" = (case when e."meal_level" > 1 then 1 else 0 end) | (case when e."toileting_level" > 1 then 2 else 0 end)
      | (case when e."mobility_level" > 1 then 4 else 0 end) | (case when e."daily_mask" <> 0 then 8 else 0 end),
    "per_hour" = "elder_per_hour"(e."wage_type", e."wage", e."schedule")
  FROM "elders" e WHERE e."id" = s."id";--> statement-breakpoint
-- The picks read this index alone (index-only): the box as the count's index has it, then what they test
-- and order by. The count keeps its narrower index.
CREATE INDEX "elder_spots_pick_idx" ON "elder_spots" USING btree ("lat_cell","lng","lat")
  INCLUDE ("match_sig","manager_id","needs","created_ms","per_hour","id");
