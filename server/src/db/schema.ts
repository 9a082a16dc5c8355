// Drizzle schema: the single source for tables, types and migrations (drizzle-kit generate).
// SQL must work on both PGlite (PostgreSQL 18) and PostgreSQL 15, so only plain types are used.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginId: varchar('login_id', { length: 20 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 10 }).notNull(),
    phone: varchar('phone', { length: 13 }).notNull(),
    role: text('role', { enum: ['ROLE_CAREGIVER', 'ROLE_MANAGER'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_phone_idx').on(t.phone),
    check('users_role_check', sql`${t.role} in ('ROLE_CAREGIVER', 'ROLE_MANAGER')`),
  ],
);

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
    installationTime: date('installation_time').notNull(),
    oneLineIntro: varchar('one_line_intro', { length: 50 }).notNull().default(''),
  },
  (t) => [
    index('centers_lat_lng_idx').on(t.lat, t.lng),
    index('centers_name_idx').on(t.name),
    index('centers_name_choseong_idx').on(t.nameChoseong),
    check('centers_final_grade_check', sql`${t.finalGrade} in ('A', 'B', 'C', 'D', 'E')`),
  ],
);

export const managers = pgTable('managers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  centerId: integer('center_id')
    .notNull()
    .references(() => centers.id),
});

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
  },
  (t) => [index('caregivers_lat_lng_idx').on(t.lat, t.lng)],
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
    /** 장기요양등급 1–5, 6 = 인지지원등급. */
    rank: integer('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('elders_lat_lng_idx').on(t.lat, t.lng),
    index('elders_manager_idx').on(t.managerId),
    check('elders_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('elders_rank_check', sql`${t.rank} between 1 and 6`),
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

export const caregiverExperiences = pgTable(
  'caregiver_experiences',
  {
    id: serial('id').primaryKey(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.userId, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    work: varchar('work', { length: 30 }).notNull(),
    center: varchar('center', { length: 30 }).notNull(),
  },
  (t) => [
    index('caregiver_experiences_caregiver_idx').on(t.caregiverId),
    check('caregiver_experiences_dates_check', sql`${t.endDate} >= ${t.startDate}`),
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

export type UserRow = typeof users.$inferSelect;
export type CenterRow = typeof centers.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
