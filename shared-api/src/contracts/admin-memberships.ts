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
  // 퇴사, 인계, 목록에서 지우기 (issue 30)
  managerNotVerified: '센터 인증을 받은 회원만 회원을 관리할 수 있어요.',
  otherCenterMember: '우리 센터의 회원만 관리할 수 있어요.',
  leaveSelf: '내 계정은 퇴사 처리할 수 없어요. 동료에게 부탁해주세요.',
  leaveNotVerified: '인증된 회원만 퇴사 처리할 수 있어요.',
  handoverTo: '어르신을 넘겨받을 동료를 선택해주세요.',
  handoverFrom: '퇴사했거나 인증된 회원의 어르신만 넘길 수 있어요.',
  removeNotLeft: '퇴사한 회원만 목록에서 지울 수 있어요.',
  removeHasElders: '담당 어르신을 동료에게 넘긴 뒤에 지울 수 있어요.',
  leftCannotContact: '센터를 떠난 회원은 요양보호사에게 연락할 수 없어요.',
  leftCannotAccept: '센터를 떠난 회원은 지원을 수락할 수 없어요.',
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
  /** How many elders she manages (issue 30: a leaving member's elders are handed to a colleague). */
  elderCount: z.number().int(),
});
export type CenterMember = z.infer<typeof centerMemberSchema>;

export const centerMembersSchema = z.object({
  centerId: z.number().int(),
  centerName: z.string(),
  /** The caller's own status and user id (issue 30: 퇴사 is offered for colleagues, never oneself). */
  myStatus: membershipStatusSchema,
  myUserId: z.number().int(),
  /** The center's verified members (names only for a caller who is not verified). */
  members: z.array(centerMemberSchema),
  /** Pending requests, oldest first; empty unless the caller is verified. */
  pending: z.array(centerMemberSchema),
  /** Members who left (퇴사) and are not removed yet; empty unless the caller is verified. */
  left: z.array(centerMemberSchema),
});
export type CenterMembers = z.infer<typeof centerMembersSchema>;
export const centerMemberParamsSchema = z.object({ userId: recordIdSchema(MEMBERSHIP_MESSAGES.id) });

// ---- 퇴사, 인계, 지우기 (issue 30): POST …/members/:userId/leave, POST …/members/:userId/handover, DELETE …/members/:userId ----

/** The answer of 퇴사: the member and her new status. */
export const memberLeftSchema = z.object({ userId: z.number().int(), status: membershipStatusSchema });
export type MemberLeft = z.infer<typeof memberLeftSchema>;

export const memberHandoverBodySchema = z.object({
  toUserId: recordIdSchema(MEMBERSHIP_MESSAGES.handoverTo),
});
export type MemberHandoverBody = z.input<typeof memberHandoverBodySchema>;

/** What moved to the colleague: elders, and with them their connections, jobs and pending contacts. */
export const memberHandoverSchema = z.object({
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  elders: z.number().int(),
  connections: z.number().int(),
  jobs: z.number().int(),
  contacts: z.number().int(),
});
export type MemberHandover = z.infer<typeof memberHandoverSchema>;
