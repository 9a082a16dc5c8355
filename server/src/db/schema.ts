// Drizzle schema: the single source for tables, types and migrations (drizzle-kit generate).
// SQL must work on both PGlite (PostgreSQL 18) and PostgreSQL 15, so only plain types are used.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  pgView,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ContractFields } from '@dolbom/shared-api/contracts';

/** One weekday's hours in an elder's schedule ('HH:MM:SS'); index 0 = Monday … 6 = Sunday, null = day off. */
export type StoredDayHours = { start: string; end: string } | null;
/** A resume's experience entry (spec §3: up to 3); `current` (현재 근무 중, endDate '') since issue 30. */
export interface StoredExperience {
  startDate: string;
  endDate: string;
  work: string;
  center: string;
  current?: boolean;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginId: varchar('login_id', { length: 20 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 13 }).notNull(),
    role: text('role', { enum: ['ROLE_CAREGIVER', 'ROLE_MANAGER', 'ROLE_ADMIN'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator (issue 13): no sign-in, no refresh, postings and resume hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  },
  (t) => [
    index('users_phone_idx').on(t.phone),
    // The few suspended accounts, so the lists' "not suspended" filter reads a tiny index, not the table.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
    check('users_role_check', sql`${t.role} in ('ROLE_CAREGIVER', 'ROLE_MANAGER', 'ROLE_ADMIN')`),
  ],
);

/**
 * 후기 totals of a center (caregivers' reviews of it) or a caregiver (centers' reviews of her), issue 34
 * (migration 0052, ADR 0041): the visible, not hidden reviews counted so far, how many said 다시 일하고
 * 싶어요 and each rating's sum. Kept on the row itself, so every card that reads the row has them.
 */
const reviewTotals = {
  reviewCount: integer('review_count').notNull().default(0),
  reviewAgain: integer('review_again').notNull().default(0),
  reviewSum1: integer('review_sum1').notNull().default(0),
  reviewSum2: integer('review_sum2').notNull().default(0),
  reviewSum3: integer('review_sum3').notNull().default(0),
};

export const centers = pgTable(
  'centers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    /** 초성 of the name without spaces (`행복한요양센터` → `ㅎㅂㅎㅇㅇㅅㅌ`), for 초성 search in SQL. */
    nameChoseong: varchar('name_choseong', { length: 50 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    roadAddress: text('road_address').notNull(),
    jibunAddress: text('jibun_address').notNull(),
    detailAddress: text('detail_address').notNull().default(''),
    bcode: varchar('bcode', { length: 10 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    hasCar: boolean('has_car').notNull().default(true),
    /** 장기요양기관 평가 등급, 'A'..'E'. */
    finalGrade: text('final_grade').notNull(),
    /** 설치일; null for the national list, which does not publish it. */
    installationTime: date('installation_time'),
    oneLineIntro: varchar('one_line_intro', { length: 300 }).notNull().default(''),
    // The national 장기요양기관 list (issue 13, ADR 0010): name + sido + sigungu is the natural key.
    sido: varchar('sido', { length: 20 }).notNull().default(''),
    sigungu: varchar('sigungu', { length: 30 }).notNull().default(''),
    /** 급여종류 offered, in the file's words (방문요양, 주야간보호, …). */
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The latest evaluation of each service. */
    grades: jsonb('grades').$type<StoredCenterGrade[]>().notNull().default([]),
    /** The year of the evaluation that finalGrade comes from. */
    gradeYear: smallint('grade_year'),
    /** Shown in search: true for rows of the current national list; made-up and retired centers are false. */
    listed: boolean('listed').notNull().default(false),
    ...reviewTotals,
  },
  (t) => [
    index('centers_lat_lng_idx').on(t.lat, t.lng),
    index('centers_name_idx').on(t.name),
    index('centers_name_choseong_idx').on(t.nameChoseong),
    check('centers_final_grade_check', sql`${t.finalGrade} in ('A', 'B', 'C', 'D', 'E')`),
    uniqueIndex('centers_natural_key_idx').on(t.name, t.sido, t.sigungu),
    index('centers_bcode_idx').on(t.bcode),
  ],
);

/** One service's latest 평가 of a center (kr-ltc-evaluations.csv). */
export interface StoredCenterGrade {
  service: string;
  /** 'A'..'E'. */
  grade: string;
  score: number | null;
  evalYear: number;
}

/** A manager is a member of one center (issue 13, ADR 0011): the row is the membership, its id the user id. */
export const managers = pgTable(
  'managers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id),
    /**
     * PENDING (승인 대기) from sign-up until a verified member or an operator decides; LEFT (퇴사, issue 30)
     * once a colleague marks that she left.
     */
    status: text('status', { enum: ['PENDING', 'VERIFIED', 'REFUSED', 'LEFT'] })
      .notNull()
      .default('PENDING'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** true when an operator decided (the center had no verified member), false for a fellow member. */
    decidedByOperator: boolean('decided_by_operator').notNull().default(false),
    /** The proof photo's private-storage key (issue 29, ADR 0031): only operators read it. */
    proofKey: text('proof_key'),
    proofAt: timestamp('proof_at', { withTimezone: true }),
    /** 1 at sign-up, 2 once a refused member asked again (allowed once). */
    requestCount: smallint('request_count').notNull().default(1),
    /** When she was marked as left (퇴사); `removed_at` once a colleague removed her from the list. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // The center's members by status: 센터 회원 관리, "has a verified member", the operators' queue.
    index('managers_center_status_idx').on(t.centerId, t.status),
    // The few members not verified: their postings and contacts reach no caregiver (admin/visibility.ts).
    index('managers_unverified_idx')
      .on(t.userId)
      .where(sql`${t.status} <> 'VERIFIED'`),
    check('managers_status_check', sql`${t.status} in ('PENDING', 'VERIFIED', 'REFUSED', 'LEFT')`),
    check('managers_request_count_check', sql`${t.requestCount} between 1 and 2`),
  ],
);

export const caregivers = pgTable(
  'caregivers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    zonecode: varchar('zonecode', { length: 10 }).notNull(),
    roadAddress: text('road_address').notNull(),
    jibunAddress: text('jibun_address').notNull(),
    bcode: varchar('bcode', { length: 10 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    introduction: varchar('introduction', { length: 50 }).notNull().default(''),
    profileImage: text('profile_image'),
    jobOpen: boolean('job_open').notNull().default(true),
    /** 출생 연도 (issue 15): null for caregivers who signed up before it was asked. Managers see only the age group. */
    birthYear: smallint('birth_year'),
    ...reviewTotals,
    /** `대체 근무 알림 받기` (issue 35, migration 0053): substitute requests near her reach her. */
    substituteAlerts: boolean('substitute_alerts').notNull().default(false),
  },
  // Matching (issue 6): the bounding box on (lat, lng), and job_open + user_id so that the candidate
  // query reads this index alone (index-only scan).
  (t) => [index('caregivers_match_idx').on(t.lat, t.lng, t.jobOpen, t.userId)],
);

export const elders = pgTable(
  'elders',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    birth: date('birth').notNull(),
    zonecode: varchar('zonecode', { length: 10 }).notNull(),
    roadAddress: text('road_address').notNull(),
    jibunAddress: text('jibun_address').notNull(),
    bcode: varchar('bcode', { length: 10 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** The latitude band of geo/distance.ts latCells, kept by the database (the matching index leads with it). */
    latCell: integer('lat_cell').generatedAlwaysAs(sql`floor(lat * 100)::int`),
    /** 장기요양등급 1–5, 6 = 인지지원등급. */
    rank: integer('rank').notNull(),
    /** Seven entries, Monday first; null = no care that day. */
    schedule: jsonb('schedule')
      .$type<StoredDayHours[]>()
      .notNull()
      .default(sql`'[null,null,null,null,null,null,null]'::jsonb`),
    negotiable: boolean('negotiable').notNull().default(false),
    meal: text('meal')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    toileting: text('toileting')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mobility: text('mobility')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    daily: text('daily')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Derived need levels (matching/levels.ts), written with the option lists on every create/update. */
    mealLevel: smallint('meal_level').notNull().default(1),
    toiletingLevel: smallint('toileting_level').notNull().default(1),
    mobilityLevel: smallint('mobility_level').notNull().default(1),
    /** 일상 items as bits in DAILY_ITEMS order (bit i = item i). */
    dailyMask: integer('daily_mask').notNull().default(0),
    /**
     * The elder's hard-filter needs as one set of bits, kept by the database (matching/signature.ts, which
     * computes the same bits): a caregiver can take her when every bit is among her resume's `match_sig`.
     */
    matchSig: integer('match_sig').generatedAlwaysAs(
      sql`(1 << (meal_level - 1)) | ((1 << (toileting_level - 1)) << 4) | ((1 << (mobility_level - 1)) << 8) | (daily_mask << 12) | ((1 << rank) << 17) | ((case gender when 'male' then 1 else 2 end) << 24)`,
    ),
    /** Work type (spec §5's seven). */
    workRequirement: text('work_requirement').notNull().default('방문 요양'),
    wageType: text('wage_type').notNull().default('시급'),
    wage: integer('wage').notNull().default(0),
    /** The contact number for this elder's care (often the manager's). */
    phone: varchar('phone', { length: 13 }).notNull().default(''),
    message: varchar('message', { length: 300 }).notNull().default(''),
    family: text('family').notNull().default('집에 없어요'),
    pet: text('pet').notNull().default('없어요'),
    /** When the manager closed the posting (모집 완료); null while it is 모집 중. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** 돌봄 종료 (issue 30, migration 0047): when and why the care ended; the posting stays closed. */
    careEndedAt: timestamp('care_ended_at', { withTimezone: true }),
    careEndReason: text('care_end_reason', { enum: ['입원', '별세', '종결'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Matching (issue 6): the bounding box — latitude band, lng, lat (issue 16, geo/distance.ts
    // latCells) — then everything the near list filters and orders by, so that it reads this index alone
    // (index-only scan). Issue 16: with the posting's manager (the suspension filter) and only open
    // postings (closed ones are in no list), so that the near lists no longer visit the table for each
    // elder in range (a bitmap heap scan at 1,000,000).
    index('elders_near_idx')
      .on(
        t.latCell,
        t.lng,
        t.lat,
        t.mealLevel,
        t.toiletingLevel,
        t.mobilityLevel,
        t.dailyMask,
        t.rank,
        t.gender,
        t.createdAt,
        t.id,
        t.managerId,
      )
      .where(sql`${t.closedAt} is null`),
    index('elders_manager_idx').on(t.managerId),
    // A repeated name is saved as `이름 (2)` (PRODUCT.md); the index makes that race-safe.
    uniqueIndex('elders_manager_name_idx').on(t.managerId, t.name),
    check('elders_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('elders_rank_check', sql`${t.rank} between 1 and 6`),
    check(
      'elders_care_end_reason_check',
      sql`${t.careEndReason} is null or ${t.careEndReason} in ('입원', '별세', '종결')`,
    ),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens issued from one login share a family; reuse of a rotated token revokes the family. */
    familyId: uuid('family_id').notNull(),
    /** sha256 hex of the opaque token: a leaked table does not leak usable tokens. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by'),
    autoLogin: boolean('auto_login').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Sessions (refresh families) that ended: logout, password reset or a reused refresh token. Every API
 * process keeps the recent ones in memory and refuses their access tokens (docs/adr/0006-sessions.md). */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    familyId: uuid('family_id').primaryKey(),
    /** 'logout' | 'password-reset' | 'reused' | 'suspended': chooses the message the next request gets. */
    reason: varchar('reason', { length: 20 }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ended_sessions_ended_at_idx').on(t.endedAt)],
);

/** Login backoff, shared by every API process (modules/auth/login-throttle.ts). Keyed by sha256 of the
 * attempted login id (account-wide) or of it with a source address or known device, known or not, so
 * probing unknown ids is throttled alike and the table does not say which ids exist. */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    keyHash: varchar('key_hash', { length: 64 }).primaryKey(),
    /** sha256 of the login id: every key of one account (a recovery clears them all). Migration 0028. */
    accountHash: varchar('account_hash', { length: 64 }),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_throttles_account_idx').on(t.accountHash)],
);

export const caregiverExperiences = pgTable(
  'caregiver_experiences',
  {
    id: serial('id').primaryKey(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    /** null: 현재 근무 중 (issue 30). */
    endDate: date('end_date'),
    work: varchar('work', { length: 30 }).notNull(),
    center: varchar('center', { length: 30 }).notNull(),
  },
  (t) => [
    index('caregiver_experiences_caregiver_idx').on(t.caregiverId),
    check('caregiver_experiences_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** One-time tokens that let a caregiver who just signed up upload a profile photo (10 minutes). */
export const uploadTokens = pgTable(
  'upload_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_tokens_user_idx').on(t.userId)],
);

/** SMS codes for account recovery; the rows also count sends per phone for the rate limit. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 13 }).notNull(),
    purpose: text('purpose', { enum: ['find-id', 'reset-password'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 hex of the code, keyed with the server secret. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('verification_codes_phone_created_idx').on(t.phone, t.createdAt),
    check('verification_codes_purpose_check', sql`${t.purpose} in ('find-id', 'reset-password')`),
  ],
);

/** A caregiver's resume (spec §3 Resume), one per caregiver. Option lists as sent; levels derived. */
export const resumes = pgTable(
  'resumes',
  {
    caregiverId: integer('caregiver_id')
      .primaryKey()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    jobPosition: text('job_position').array().notNull(),
    hasDementiaTraining: text('has_dementia_training').notNull(),
    certificateCode: varchar('certificate_code', { length: 12 }).notNull(),
    hasVehicle: boolean('has_vehicle').notNull(),
    workPlace: text('work_place').array().notNull(),
    /** 0 = Monday … 6 = Sunday. */
    workDay: integer('work_day').array().notNull(),
    /** 0 = 9–12, 1 = 12–18, 2 = 18–21. */
    workTimeSlot: integer('work_time_slot').array().notNull(),
    isNegotiableTime: boolean('is_negotiable_time').notNull().default(false),
    /** Desired hourly wage in won. */
    wage: integer('wage').notNull(),
    /** Accepted elder grades 1–6. */
    elderRank: integer('elder_rank').array().notNull(),
    meal: text('meal').array().notNull(),
    toileting: text('toileting').array().notNull(),
    mobility: text('mobility').array().notNull(),
    daily: text('daily').array().notNull(),
    /** Derived capability levels (matching/levels.ts), written with the option lists. */
    mealLevel: smallint('meal_level').notNull(),
    toiletingLevel: smallint('toileting_level').notNull(),
    mobilityLevel: smallint('mobility_level').notNull(),
    /** 일상 items as bits in DAILY_ITEMS order; 모두 가능 = all six bits. */
    dailyMask: integer('daily_mask').notNull(),
    /** Accepted grades as bits (bit r = grade r, r = 1–6). */
    rankMask: integer('rank_mask').notNull(),
    preferredGender: text('preferred_gender').notNull().default('EVERY'),
    isFamilyPreferred: boolean('is_family_preferred').notNull().default(false),
    isPetPreferred: boolean('is_pet_preferred').notNull().default(false),
    /**
     * The resume's hard-filter capabilities as one set of bits, kept by the database
     * (matching/signature.ts, which computes the same bits): it takes an elder when it holds every bit of
     * her `match_sig`. A level L holds the bits of every need up to L.
     */
    matchSig: integer('match_sig').generatedAlwaysAs(
      sql`((1 << meal_level) - 1) | (((1 << toileting_level) - 1) << 4) | (((1 << mobility_level) - 1) << 8) | (daily_mask << 12) | ((rank_mask & 126) << 17) | ((case preferred_gender when 'EVERY' then 3 when 'male' then 1 else 2 end) << 24)`,
    ),
    /**
     * Copies of the caregiver's lat, lng and job_open for the candidate list (matching, migration
     * 0004): kept by the database itself — a BEFORE INSERT OR UPDATE trigger on resumes copies them
     * from caregivers, an AFTER UPDATE trigger on caregivers writes them here. Callers never set
     * them; the defaults only satisfy the insert type and are always overwritten by the trigger.
     */
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    jobOpen: boolean('job_open').notNull().default(true),
    /** The latitude band of geo/distance.ts latCells, from the copied lat (the matching index leads with it). */
    latCell: integer('lat_cell').generatedAlwaysAs(sql`floor(lat * 100)::int`),
    /** work_day as bits (bit d = weekday d), written by the same trigger from work_day. */
    workDayMask: smallint('work_day_mask').notNull().default(0),
    /** work_time_slot as bits (bit s = slot s), written by the same trigger from work_time_slot. */
    workTimeSlotMask: smallint('work_time_slot_mask').notNull().default(0),
    /**
     * Her hours taken by her active jobs (issue 31, migration 0046, ADR 0036), kept by triggers on jobs:
     * (weekday, start, end) triples in seconds, each inside one slot, merged; '{}' when none.
     * matching/schedule.ts bookedSpans reads it. Callers never set it.
     */
    booked: integer('booked')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    experience: jsonb('experience')
      .$type<StoredExperience[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    introduction: varchar('introduction', { length: 50 }).notNull().default(''),
    title: varchar('title', { length: 50 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Matching (issue 6): the candidate list reads this index alone (index-only scan, no join): the
    // bounding box first (latitude band, lng, lat: geo/distance.ts latCells), then every column it
    // filters and ranks by; only job-open resumes are listed, so only they are indexed.
    index('resumes_match_idx')
      .on(
        t.latCell,
        t.lng,
        t.lat,
        t.mealLevel,
        t.toiletingLevel,
        t.mobilityLevel,
        t.dailyMask,
        t.rankMask,
        t.preferredGender,
        t.wage,
        t.isFamilyPreferred,
        t.isPetPreferred,
        t.caregiverId,
        t.workDayMask,
        t.workTimeSlotMask,
        t.booked,
      )
      .where(sql`${t.jobOpen}`),
    // The bound of the high_salary probe: the highest desired wage of each latitude band (one index step).
    index('resumes_band_wage_idx')
      .on(t.latCell, t.wage)
      .where(sql`${t.jobOpen}`),
    check('resumes_preferred_gender_check', sql`${t.preferredGender} in ('EVERY', 'male', 'female')`),
    check('resumes_dementia_check', sql`${t.hasDementiaTraining} in ('COMPLETE', 'INCOMPLETE')`),
  ],
);

/*
 * The lists' counts read these narrow copies (issue 16, migration 0020, ADR 0026): one row per open
 * posting or open resume, holding only what a count tests and returns. A count's index-only scan checks
 * the table's visibility map for every entry; over `elders` or `resumes` (three map pages at 1,000,000
 * rows, entries in index order pointing all over the heap) the map page changed at two entries in three,
 * which was a third of a dense count. These tables' heaps fit one map page. The database keeps them:
 * triggers on elders and resumes write them (callers never do), so every writer, process and migration
 * sees the same rows.
 */

/** Every open posting (closed_at is null) as its count reads it: copied from `elders` by trigger. */
export const elderSpots = pgTable(
  'elder_spots',
  {
    // The foreign key also empties this table when elders is truncated (tests), which fires no row trigger.
    id: integer('id')
      .primaryKey()
      .references(() => elders.id, { onDelete: 'cascade' }),
    latCell: integer('lat_cell').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    matchSig: integer('match_sig').notNull(),
    managerId: integer('manager_id').notNull(),
    /**
     * For the near picks (issue 31, migration 0057): the elder's created_at in milliseconds, her needs
     * above level 1 as bits (1 meal, 2 toileting, 4 mobility, 8 any 일상 item) and her hourly offer
     * (SQL function elder_per_hour = wage.ts hourlyOffer over her own week). The picks read them from
     * `elder_spots_pick_idx` (lat_cell, lng, lat) INCLUDE (match_sig, manager_id, needs, created_ms,
     * per_hour, id), which the migration creates (drizzle has no INCLUDE).
     */
    createdMs: doublePrecision('created_ms').notNull().default(0),
    needs: smallint('needs').notNull().default(0),
    perHour: doublePrecision('per_hour').notNull().default(0),
  },
  (t) => [index('elder_spots_count_idx').on(t.latCell, t.lng, t.lat, t.matchSig, t.id, t.managerId)],
);

/** Every open resume (job_open) as its count reads it: copied from `resumes` by trigger. */
export const resumeSpots = pgTable(
  'resume_spots',
  {
    caregiverId: integer('caregiver_id')
      .primaryKey()
      .references(() => resumes.caregiverId, { onDelete: 'cascade' }),
    latCell: integer('lat_cell').notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    matchSig: integer('match_sig').notNull(),
  },
  (t) => [index('resume_spots_count_idx').on(t.latCell, t.lng, t.lat, t.matchSig, t.caregiverId)],
);

/** A manager's contact to a caregiver about one elder. Withdraw and decline delete the row. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workType: text('work_type').notNull(),
    wageType: text('wage_type').notNull(),
    wage: integer('wage').notNull(),
    /** The manager's phone for this contact. */
    phone: varchar('phone', { length: 13 }).notNull(),
    message: varchar('message', { length: 200 }).notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    /** Filled when the caregiver accepts (spec §3 contact/apply form). */
    caregiverPhone: varchar('caregiver_phone', { length: 13 }),
    caregiverMessage: varchar('caregiver_message', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('contacts_caregiver_status_idx').on(t.caregiverId, t.status, t.createdAt),
    index('contacts_elder_status_idx').on(t.elderId, t.status, t.createdAt),
    // One pending contact per elder and caregiver; after a withdrawal or decline a new one may follow.
    uniqueIndex('contacts_one_pending_idx')
      .on(t.elderId, t.caregiverId)
      .where(sql`${t.status} = 'pending'`),
    check('contacts_status_check', sql`${t.status} in ('pending', 'accepted')`),
  ],
);

/** A caregiver's apply to an elder. Withdraw and decline delete the row. */
export const applies = pgTable(
  'applies',
  {
    id: serial('id').primaryKey(),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    /** The caregiver's phone and message (spec §3 contact/apply form). */
    phone: varchar('phone', { length: 13 }).notNull(),
    message: varchar('message', { length: 200 }).notNull().default(''),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    index('applies_caregiver_status_idx').on(t.caregiverId, t.status, t.createdAt),
    index('applies_elder_status_idx').on(t.elderId, t.status, t.createdAt),
    uniqueIndex('applies_one_pending_idx')
      .on(t.elderId, t.caregiverId)
      .where(sql`${t.status} = 'pending'`),
    check('applies_status_check', sql`${t.status} in ('pending', 'accepted')`),
  ],
);

/**
 * That a manager declined an apply (issue 30): the apply itself is deleted (the spec's decline); this
 * keeps which posting and when, never her phone or message, for the caregiver's 보낸 지원함 · 거절.
 */
export const declinedApplies = pgTable(
  'declined_applies',
  {
    /** The deleted apply's id. */
    applyId: integer('apply_id').primaryKey(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    declinedAt: timestamp('declined_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('declined_applies_caregiver_idx').on(t.caregiverId, t.declinedAt)],
);

/** Elders a caregiver saved (저장함). Saving a contact saves its elder. */
export const caregiverBookmarks = pgTable(
  'caregiver_bookmarks',
  {
    id: serial('id').primaryKey(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('caregiver_bookmarks_pair_idx').on(t.caregiverId, t.elderId)],
);

/** Caregivers a manager saved for one of their elders (저장함 is per selected elder). */
export const managerBookmarks = pgTable(
  'manager_bookmarks',
  {
    id: serial('id').primaryKey(),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('manager_bookmarks_pair_idx').on(t.elderId, t.caregiverId),
    index('manager_bookmarks_manager_idx').on(t.managerId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CenterRow = typeof centers.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type ElderRow = typeof elders.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
export type ContactRow = typeof contacts.$inferSelect;
export type ApplyRow = typeof applies.$inferSelect;

/**
 * Idempotency keys of creating calls (plugins/idempotency.ts): one row per (user, key), claimed before
 * the handler runs and filled with its answer, so a repeat or a parallel duplicate gets the first
 * answer instead of a second record. user_id 0 is the anonymous caller (sign-up). Rows expire after 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    /** `POST /api/manager/elder/create`: a key belongs to one route. */
    route: text('route').notNull(),
    /** sha256 of the query and body: the same key with another request is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** Null while the first request is running. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Notifications (issue 12): one row per event and recipient, written in the event's transaction. The
 * payload is ids, a posting/resume title and the target route of the recipient's remote; never an
 * elder's name, health details or a phone number. `dispatched_at` is claimed by the one API process
 * that sends the push/SMS. Rows older than 90 days are deleted.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** contact_received, contact_accepted, contact_declined, contact_withdrawn, apply_… */
    type: varchar('type', { length: 40 }).notNull(),
    /** The contact or apply id. */
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    target: text('target').notNull(),
    /** The account the title quotes: the title is scrubbed when it is deleted (migration 0029). */
    subjectUserId: integer('subject_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_subject_idx')
      .on(t.subjectUserId)
      .where(sql`${t.subjectUserId} is not null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** Web Push subscriptions, one per device (endpoint). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Per-user notification choices; no row means the defaults: SMS on for a caregiver with a phone, off
 * otherwise (issue 30; migration 0035 wrote the caregivers' rows of that time).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sms: boolean('sms').notNull().default(false),
});

/** Single-use, short-lived tickets that open the notification stream (no token in the URL). */
export const notificationStreamTickets = pgTable('notification_stream_tickets', {
  /** sha256 of the ticket. */
  ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The session that asked for it: its stream ends when that session does (migration 0028). */
  sessionId: uuid('session_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Hourly limits of actions that reach other people (modules/limits, migration 0029). */
export const hourlyLimits = pgTable(
  'hourly_limits',
  {
    /** e.g. `report`, `membership.request` */
    action: varchar('action', { length: 40 }).notNull(),
    /** `user:<id>` or `address:<ip>` */
    subject: varchar('subject', { length: 100 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.action, t.subject] }),
    index('hourly_limits_window_idx').on(t.windowStart),
  ],
);

/** Every operator action (issue 13): who did what to which record, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's login id and name when the row was written (filled by a trigger, migration 0030). */
    actorLoginId: text('actor_login_id'),
    actorName: text('actor_name'),
    /** e.g. user.suspend, membership.approve, certificate.confirm; reads of personal data read.… */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // 감사 기록's 처리 / 열람 tabs (`read.%` or not).
    index('audit_log_action_idx').on(t.action.op('text_pattern_ops'), t.createdAt),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

/** Which national-list file the centers table was last loaded from (the loader skips an unchanged file). */
export const centerDataLoads = pgTable('center_data_loads', {
  source: varchar('source', { length: 40 }).primaryKey(),
  sha256: varchar('sha256', { length: 64 }).notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  /** The list's version (migration 0024): its newest evaluation year and that year's evaluations. */
  newestYear: smallint('newest_year'),
  newestYearRows: integer('newest_year_rows'),
});

/**
 * A caregiver's 요양보호사 자격증 under review (issue 13): the photo lives in private storage (never a
 * public URL), the number is the resume's. One per caregiver: a new photo replaces the row (new id,
 * PENDING), so an operator's decision always concerns the photo they looked at.
 */
export const certificateReviews = pgTable(
  'certificate_reviews',
  {
    id: serial('id').primaryKey(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .unique()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    certificateCode: varchar('certificate_code', { length: 12 }).notNull(),
    /** Key in the private storage (not a URL). */
    photoKey: text('photo_key').notNull(),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'REFUSED'] })
      .notNull()
      .default('PENDING'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refuseReason: varchar('refuse_reason', { length: 100 }),
  },
  (t) => [
    index('certificate_reviews_status_idx').on(t.status, t.submittedAt),
    check('certificate_reviews_status_check', sql`${t.status} in ('PENDING', 'CONFIRMED', 'REFUSED')`),
  ],
);
export type CertificateReviewRow = typeof certificateReviews.$inferSelect;

/** 신고하기 (issue 13): one per reporter and target; operators resolve them. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    /** Kept when the reporter deletes the account (a safety record), then null. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type', {
      enum: ['ELDER', 'CONTACT', 'CAREGIVER', 'MESSAGE', 'REVIEW', 'CONTRACT'],
    }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The account behind the target (the elder's or contact's manager, the caregiver), for suspension. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the target was when reported (it may be deleted later). */
    targetLabel: text('target_label').notNull(),
    reason: text('reason', { enum: ['WRONG_INFO', 'INAPPROPRIATE', 'MONEY', 'OTHER'] }).notNull(),
    text: varchar('text', { length: 200 }).notNull().default(''),
    status: text('status', { enum: ['OPEN', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: varchar('resolution_note', { length: 200 }),
  },
  (t) => [
    // One report per reporter and target (a second one is 409 이미 신고했어요).
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.targetType, t.targetId),
    index('reports_created_idx').on(t.createdAt),
    check(
      'reports_target_type_check',
      sql`${t.targetType} in ('ELDER', 'CONTACT', 'CAREGIVER', 'MESSAGE', 'REVIEW', 'CONTRACT')`,
    ),
    check('reports_reason_check', sql`${t.reason} in ('WRONG_INFO', 'INAPPROPRIATE', 'MONEY', 'OTHER')`),
    check('reports_status_check', sql`${t.status} in ('OPEN', 'RESOLVED')`),
  ],
);
export type ReportRow = typeof reports.$inferSelect;

/**
 * Keys every API process shares (issue 28, ADR 0028; migration 0022): access-token signing keys by `kid`
 * (the newest signs), the one `derive` secret of stored HMACs, and the Web Push (VAPID) key pair.
 */
export const serverKeys = pgTable(
  'server_keys',
  {
    kid: varchar('kid', { length: 64 }).primaryKey(),
    purpose: text('purpose', { enum: ['access-token', 'derive', 'vapid'] }).notNull(),
    secret: text('secret').notNull(),
    /** The VAPID public key (base64url); null for the other purposes. */
    publicKey: text('public_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('server_keys_purpose_created_idx').on(t.purpose, t.createdAt),
    check('server_keys_purpose_check', sql`${t.purpose} in ('access-token', 'derive', 'vapid')`),
  ],
);
export type ServerKeyRow = typeof serverKeys.$inferSelect;

/** Per-route, per-client-address request counts of the rate limit (migration 0023, UNLOGGED). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);
/** Bytes as a Node Buffer on both drivers (pg gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Files of the PostgreSQL file store (FILE_STORE=postgres, the default with DATABASE_URL; ADR 0029):
 * public photos and private files by key (`public/<hash>.jpg`, `certificates/<hex>.jpg`, …). The bytes
 * are stored out of line and uncompressed (STORAGE EXTERNAL: JPEGs and PDFs do not compress).
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A connection (issue 31, migration 0043, ADR 0035): one accepted contact or apply between a caregiver, an
 * elder and the elder's manager, written in the accept's transaction. Conversations attach to it.
 * `ended_at` is set when either account is deleted or suspended.
 */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    applyId: integer('apply_id').references(() => applies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connections_contact_idx').on(t.contactId),
    uniqueIndex('connections_apply_idx').on(t.applyId),
    index('connections_caregiver_idx').on(t.caregiverId, t.createdAt),
    index('connections_manager_idx').on(t.managerId, t.createdAt),
    index('connections_elder_caregiver_idx').on(t.elderId, t.caregiverId),
    check('connections_source_check', sql`(${t.contactId} is null) <> (${t.applyId} is null)`),
  ],
);
export type ConnectionRow = typeof connections.$inferSelect;

/** One visit day of a job: 'HH:MM'; index 0 = Monday … 6 = Sunday, null = no visit. */
export type StoredJobDay = { start: string; end: string } | null;

/**
 * A job on a connection (issue 31, migration 0043, ADR 0035): proposed → active (근무 중) | talk (다시
 * 이야기해요); active → ended. At most one proposed-or-active job per caregiver and elder. Contracts,
 * reviews and substitute requests attach to it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    /** The elder's manager: the only manager who may read or change the job. */
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['proposed', 'active', 'talk', 'ended'] })
      .notNull()
      .default('proposed'),
    startDate: date('start_date').notNull(),
    /** Seven entries, Monday first. */
    schedule: jsonb('schedule').$type<StoredJobDay[]>().notNull(),
    hourlyWage: integer('hourly_wage').notNull(),
    workType: text('work_type').notNull(),
    /** `계속 모집하기`: confirming leaves the posting open. */
    keepOpen: boolean('keep_open').notNull().default(false),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    talkReason: varchar('talk_reason', { length: 200 }),
    talkAt: timestamp('talk_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    lastDay: date('last_day'),
    endReason: text('end_reason'),
    endNote: varchar('end_note', { length: 200 }),
    endedBy: text('ended_by', { enum: ['caregiver', 'manager', 'system'] }),
    /** When she added the job to her resume's experience (one tap, once). */
    experienceAddedAt: timestamp('experience_added_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_one_open_idx')
      .on(t.caregiverId, t.elderId)
      .where(sql`${t.status} in ('proposed', 'active')`),
    index('jobs_caregiver_status_idx').on(t.caregiverId, t.status),
    index('jobs_manager_elder_idx').on(t.managerId, t.elderId, t.status),
    index('jobs_connection_idx').on(t.connectionId),
    check('jobs_status_check', sql`${t.status} in ('proposed', 'active', 'talk', 'ended')`),
    check(
      'jobs_ended_by_check',
      sql`${t.endedBy} is null or ${t.endedBy} in ('caregiver', 'manager', 'system')`,
    ),
    check('jobs_hourly_wage_check', sql`${t.hourlyWage} >= 0`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

/**
 * Booked hours in one place (migration 0043): every visit of every active job as (caregiver, job, weekday
 * 0 = Monday, start and end minute). 내 일정, clash checks, substitutes and matching read it.
 */
export const bookedHours = pgView('booked_hours', {
  caregiverId: integer('caregiver_id').notNull(),
  jobId: integer('job_id').notNull(),
  weekday: integer('weekday').notNull(),
  startMinute: integer('start_minute').notNull(),
  endMinute: integer('end_minute').notNull(),
}).existing();

/**
 * 대화 (issue 32, migration 0050): the messages of a connection's conversation (its id is the
 * connection's). `from` is the side that wrote it, so a conversation handed to another manager of the
 * center keeps its history; `sender_id` is the account (rate limits, reports; null once it is gone).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    from: text('from_side', { enum: ['caregiver', 'manager'] }).notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An operator hid it (audited): its text is no longer shown to anyone but operators. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: varchar('hidden_reason', { length: 200 }),
  },
  (t) => [
    index('messages_connection_idx').on(t.connectionId, t.id),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    check('messages_from_check', sql`${t.from} in ('caregiver', 'manager')`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * Each side's read mark of a conversation, and when that side was last told by push/SMS (at most one
 * per conversation in MESSAGE_SMS_QUIET_MINUTES while it is unread).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['caregiver', 'manager'] }).notNull(),
    readUpTo: integer('read_up_to').notNull().default(0),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.side] }),
    check('conversation_reads_side_check', sql`${t.side} in ('caregiver', 'manager')`),
  ],
);

/**
 * 근로계약서 (issue 33, migration 0051, ADR 0040): at most one contract per job. Who may read it is the
 * job's: its caregiver and its manager (the job's manager moves with a handover).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contracts_job_idx').on(t.jobId)],
);
export type ContractRow = typeof contracts.$inferSelect;

/**
 * One version of a contract: its fields as a snapshot (never updated), the SHA-256 of that content, and
 * once both sides signed, when, and the stored PDF's key and hash.
 */
export const contractVersions = pgTable(
  'contract_versions',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<ContractFields>().notNull(),
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    pdfKey: text('pdf_key'),
    pdfSha256: varchar('pdf_sha256', { length: 64 }),
  },
  (t) => [uniqueIndex('contract_versions_number_idx').on(t.contractId, t.version)],
);
export type ContractVersionRow = typeof contractVersions.$inferSelect;

/** A side's signature of a version: once (the primary key), with the typed name and the drawn strokes. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => contractVersions.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['caregiver', 'manager'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    typedName: varchar('typed_name', { length: 20 }).notNull(),
    strokes: jsonb('strokes').$type<Array<Array<[number, number]>>>().notNull(),
    /** The version's content hash the signer saw. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    sessionId: text('session_id'),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.side] }),
    check('contract_signatures_side_check', sql`${t.side} in ('caregiver', 'manager')`),
  ],
);
export type ContractSignatureRow = typeof contractSignatures.$inferSelect;

/** `이 부분을 고쳐주세요`: the caregiver's request on a version's section. */
export const contractChangeRequests = pgTable(
  'contract_change_requests',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    section: text('section').notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_change_requests_contract_idx').on(t.contractId, t.id)],
);

/** Every view, signature, download and change of a contract: who, when, from which session. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: ['caregiver', 'manager'] }).notNull(),
    action: text('action', {
      enum: ['create', 'revise', 'view', 'sign', 'download', 'change_request'],
    }).notNull(),
    sessionId: text('session_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_events_contract_idx').on(t.contractId, t.createdAt),
    check('contract_events_side_check', sql`${t.side} in ('caregiver', 'manager')`),
    check(
      'contract_events_action_check',
      sql`${t.action} in ('create', 'revise', 'view', 'sign', 'download', 'change_request')`,
    ),
  ],
);

/**
 * 후기 (issue 34, migration 0052, ADR 0041): one per side and job. `from` is the writer's side: a
 * caregiver's review is of the center (`center_id`, the manager's center when written), a manager's of
 * the caregiver. Ratings are the three questions of the writer's side in order. Readable by others from
 * `visible_at` (the second review of a job, or 14 days after the first); `counted` once in the totals.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    from: text('from_side', { enum: ['caregiver', 'manager'] }).notNull(),
    writerId: integer('writer_id').references(() => users.id, { onDelete: 'set null' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    rating1: smallint('rating1').notNull(),
    rating2: smallint('rating2').notNull(),
    rating3: smallint('rating3').notNull(),
    again: boolean('again').notNull(),
    text: varchar('text', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    visibleAt: timestamp('visible_at', { withTimezone: true }).notNull(),
    counted: boolean('counted').notNull().default(false),
    /** An operator hid it (audited): out of the totals and the pages, its writer told. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: varchar('hidden_reason', { length: 200 }),
  },
  (t) => [
    uniqueIndex('reviews_job_side_idx').on(t.jobId, t.from),
    index('reviews_center_idx')
      .on(t.centerId, t.visibleAt, t.id)
      .where(sql`${t.from} = 'caregiver'`),
    index('reviews_caregiver_idx')
      .on(t.caregiverId, t.visibleAt, t.id)
      .where(sql`${t.from} = 'manager'`),
    index('reviews_uncounted_idx')
      .on(t.visibleAt)
      .where(sql`not ${t.counted}`),
    check('reviews_from_check', sql`${t.from} in ('caregiver', 'manager')`),
    check(
      'reviews_ratings_check',
      sql`${t.rating1} between 1 and 5 and ${t.rating2} between 1 and 5 and ${t.rating3} between 1 and 5`,
    ),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

// ---------------------------------------------------------------- 대체 근무 (issue 35, migration 0053, ADR 0042)

/** `이날 못 가요`: one visit day of a job its caregiver cannot make. */
export const absences = pgTable(
  'absences',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('absences_job_day_idx').on(t.jobId, t.day),
    index('absences_manager_day_idx').on(t.managerId, t.day),
  ],
);

/** A manager's substitute request: the same hours on each of `days`; open → taken (one winner) | cancelled. */
export const substituteRequests = pgTable(
  'substitute_requests',
  {
    id: serial('id').primaryKey(),
    elderId: integer('elder_id')
      .notNull()
      .references(() => elders.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    days: date('days').array().notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    hourlyWage: integer('hourly_wage').notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    status: text('status', { enum: ['open', 'taken', 'cancelled'] })
      .notNull()
      .default('open'),
    substituteId: integer('substitute_id').references(() => caregivers.userId, { onDelete: 'set null' }),
    wave: smallint('wave').notNull().default(1),
    nextWaveAt: timestamp('next_wave_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('substitute_requests_manager_idx').on(t.managerId, t.createdAt),
    index('substitute_requests_substitute_idx')
      .on(t.substituteId)
      .where(sql`${t.status} = 'taken'`),
    index('substitute_requests_wave_idx')
      .on(t.nextWaveAt)
      .where(sql`${t.status} = 'open'`),
    check('substitute_requests_status_check', sql`${t.status} in ('open', 'taken', 'cancelled')`),
    check('substitute_requests_hours_check', sql`${t.startMinute} < ${t.endMinute}`),
  ],
);
export type SubstituteRequestRow = typeof substituteRequests.$inferSelect;

/** Who was asked, in which wave: one row per request and caregiver (one push/SMS each). */
export const substituteOffers = pgTable(
  'substitute_offers',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => substituteRequests.id, { onDelete: 'cascade' }),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    wave: smallint('wave').notNull(),
    /** She applied to the elder before (asked first). */
    applicant: boolean('applicant').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'substitute_offers_pk', columns: [t.requestId, t.caregiverId] }),
    index('substitute_offers_caregiver_idx').on(t.caregiverId, t.requestId),
  ],
);

/** `연락 없이 오지 않았어요`: a visit of a job (its caregiver) or of a substitute request (its substitute). */
export const noShows = pgTable(
  'no_shows',
  {
    id: serial('id').primaryKey(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    substituteId: integer('substitute_id').references(() => substituteRequests.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reply: varchar('reply', { length: 300 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('no_shows_visit_idx').on(
      t.caregiverId,
      t.day,
      sql`coalesce(${t.jobId}, 0)`,
      sql`coalesce(${t.substituteId}, 0)`,
    ),
    index('no_shows_caregiver_idx').on(t.caregiverId, t.day),
    check('no_shows_source_check', sql`(${t.jobId} is null) <> (${t.substituteId} is null)`),
  ],
);
