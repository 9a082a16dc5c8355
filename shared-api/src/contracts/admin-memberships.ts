// Verified members (issue 13, docs/adr/0011-center-membership.md). A manager is a member of one center:
// `승인 대기` (PENDING) from sign-up until a decision, then `인증됨` (VERIFIED) or `거절됨` (REFUSED).
// Any verified member of the center decides its pending requests; a center with no verified member
// has its requests in the operators' queue. A membership is identified by its manager's user id.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './page';
import { recordIdSchema } from './primitives';

/** LEFT (퇴사, issue 30): a colleague marked that she left the center. */
export const MEMBERSHIP_STATUSES = ['PENDING', 'VERIFIED', 'REFUSED', 'LEFT'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);

/** How each status reads to people. */
export const MEMBERSHIP_STATUS_TEXT: Record<MembershipStatus, string> = {
  PENDING: '승인 대기',
  VERIFIED: '인증됨',
  REFUSED: '거절됨',
  LEFT: '퇴사',
};

export const MEMBERSHIP_MESSAGES = {
  id: '회원 요청을 확인해주세요.',
  notFound: '회원 요청을 찾을 수 없어요.',
  /** PATCH of the center profile by a member who is not verified. */
  editNeedsVerified: '센터 인증 후에 센터 정보를 고칠 수 있어요.',
  /** A pending or refused member tried to decide a request. */
  deciderNotVerified: '센터 인증을 받은 회원만 승인하거나 거절할 수 있어요.',
  /** A verified member of another center tried to decide a request. */
  otherCenter: '우리 센터의 회원 요청만 승인하거나 거절할 수 있어요.',
  alreadyDecided: '이미 처리된 회원 요청이에요.',
} as const;

// ---- Operators: GET /api/admin/memberships?page=, POST /api/admin/memberships/:id/{approve,refuse} ----

/** One pending request in the operators' queue (only centers with no verified member are listed). */
export const adminMembershipSchema = z.object({
  /** The membership id: the requesting manager's user id. */
  id: z.number().int(),
  status: membershipStatusSchema,
  requestedAt: z.string(),
  user: z.object({
    id: z.number().int(),
    loginId: z.string(),
    name: z.string(),
    phone: z.string(),
  }),
  center: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The center's address line (road address). */
    address: z.string(),
  }),
  /**
   * When the requester sent the proof photo (issue 29, ADR 0031), null without one. The photo itself is
   * GET /api/admin/memberships/:id/proof (private: never a public URL).
   */
  proofAt: z.string().nullable(),
  /** 1 for a first request, 2 when a refused member asked again (allowed once). */
  requestCount: z.number().int(),
});
export type AdminMembership = z.infer<typeof adminMembershipSchema>;
export const adminMembershipPageSchema = pageSchema(adminMembershipSchema);
export const adminMembershipQuerySchema = pageQuerySchema;
export const adminMembershipIdParamsSchema = z.object({ id: recordIdSchema(MEMBERSHIP_MESSAGES.id) });

/** The answer of every approve/refuse (operator or member): the membership after the decision. */
export const membershipDecisionSchema = z.object({
  /** The membership id (the requesting manager's user id). */
  id: z.number().int(),
  status: membershipStatusSchema,
  decidedAt: z.string(),
});
export type MembershipDecision = z.infer<typeof membershipDecisionSchema>;

// ---- Managers: GET /api/manager/center/members, POST /api/manager/center/members/:userId/{approve,refuse} ----

export const centerMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  loginId: z.string(),
  /** Shown to verified members so that they can call a requester they do not recognise. */
  phone: z.string(),
  status: membershipStatusSchema,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type CenterMember = z.infer<typeof centerMemberSchema>;

export const centerMembersSchema = z.object({
  centerId: z.number().int(),
  centerName: z.string(),
  /** The caller's own status. */
  myStatus: membershipStatusSchema,
  /** The center's verified members (names only for a caller who is not verified). */
  members: z.array(centerMemberSchema),
  /** Pending requests, oldest first; empty unless the caller is verified. */
  pending: z.array(centerMemberSchema),
});
export type CenterMembers = z.infer<typeof centerMembersSchema>;
export const centerMemberParamsSchema = z.object({ userId: recordIdSchema(MEMBERSHIP_MESSAGES.id) });
