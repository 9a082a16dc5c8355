// 운영자 (ROLE_ADMIN, issue 13): the /api/admin/** contracts. Every operator action is recorded in the
// audit log, which operators read newest first.
import { z } from 'zod';
import { roleSchema } from './auth';
import { pageQuerySchema, pageSchema } from './page';
import { recordIdSchema, textSchema } from './primitives';

/** Who did it: null when the operator's account was deleted since. */
export const auditActorSchema = z.object({ id: z.number().int(), loginId: z.string(), name: z.string() });

/** `GET /api/admin/audit?page=`: one recorded action. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: auditActorSchema.nullable(),
  /** e.g. `user.suspend`, `user.unsuspend`. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * The account the record is about (issue 30: the log said `회원 #15`): the user, the membership's
   * manager, the certificate's caregiver; null for other records or a deleted account.
   */
  subject: auditActorSchema.nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
/** 감사 기록's tabs: what operators did (`action`, the default) and what personal data they read (`read`). */
export const AUDIT_KINDS = ['action', 'read'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditQuerySchema = pageQuerySchema.extend({ kind: z.enum(AUDIT_KINDS).optional() });

export const ADMIN_MESSAGES = {
  userId: '회원 번호를 확인해주세요.',
  query: '검색어는 50자 이내로 입력해주세요.',
  reason: '정지 사유를 입력해주세요.',
  reasonLong: '정지 사유는 200자 이내로 입력해주세요.',
  cannotSuspendAdmin: '운영자 계정은 정지할 수 없어요.',
  alreadySuspended: '이미 이용이 정지된 계정이에요.',
  notSuspended: '이용이 정지된 계정이 아닙니다.',
} as const;

/** `GET /api/admin/users?q=`: by login id, name or phone (digits, dashes optional); every user without q. */
export const adminUserQuerySchema = pageQuerySchema.extend({
  q: textSchema(ADMIN_MESSAGES.query).trim().max(50, ADMIN_MESSAGES.query).optional(),
});
export const adminUserIdParamsSchema = z.object({ id: recordIdSchema(ADMIN_MESSAGES.userId) });

/** A user as operators see them in the lookup. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  /** When an operator suspended the account; null while it is in use. */
  suspendedAt: z.string().nullable(),
  /** The center of a manager; null for other roles. */
  centerName: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);

/** `GET /api/admin/users/:id`: the user, a summary for their role, and the audit rows about them. */
export const adminUserDetailSchema = adminUserSchema.extend({
  caregiver: z.object({ resumeRegistered: z.boolean(), jobOpen: z.boolean() }).nullable(),
  manager: z
    .object({ centerId: z.number().int(), centerName: z.string(), elderCount: z.number().int() })
    .nullable(),
  /** Audit rows whose target is this user, newest first (at most 20). */
  history: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** `POST /api/admin/users/:id/suspend`. */
export const suspendRequestSchema = z.object({
  reason: textSchema(ADMIN_MESSAGES.reason)
    .trim()
    .min(1, ADMIN_MESSAGES.reason)
    .max(200, ADMIN_MESSAGES.reasonLong),
});
export type SuspendRequest = z.infer<typeof suspendRequestSchema>;
