-- Issue 30 (PRODUCT.md "Data rules"): SMS alerts for 새 연락 and 지원 수락 are on by default for caregivers
-- who gave a phone; they can turn them off in 설정. New caregivers get the default from the code (no row
-- means on for a caregiver with a phone); this writes it for the caregivers of today, so each of them
-- has the choice stored. A caregiver who already chose (a row) keeps her choice.
INSERT INTO "notification_preferences" ("user_id", "sms")
SELECT "u"."id", true
FROM "users" "u"
JOIN "caregivers" "c" ON "c"."user_id" = "u"."id"
WHERE btrim("u"."phone") <> ''
ON CONFLICT ("user_id") DO NOTHING;
