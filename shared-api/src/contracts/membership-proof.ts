// Nothing from an unverified member reaches a caregiver (issue 29, docs/adr/0031-held-until-verified.md).
// A member waiting for approval may register elders and write contacts, but the elders are unlisted and the
// contacts held until the membership is verified (deleted if refused). A center's first member sends a
// proof photo (private, like certificate photos) that operators see in the membership queue; a refused
// member may ask again once, with a new proof.
import { z } from 'zod';
import { membershipStatusSchema } from './admin-memberships';

/** The proofs a center's first member may send (PRODUCT.md "Trust"). */
export const MEMBERSHIP_PROOF_KINDS = ['장기요양기관 지정서', '사업자등록증', '재직증명서'] as const;

export const MEMBERSHIP_PROOF_MESSAGES = {
  /** On a contact the caregiver has not received yet (PRODUCT.md, verbatim). */
  held: '센터 인증 후 요양보호사에게 전달돼요',
  fileMissing: '서류 사진을 골라주세요.',
  photoType: 'PNG 또는 JPG 파일만 업로드할 수 있습니다.',
  alreadyVerified: '이미 센터 인증을 받았어요.',
  /** A refused member who already asked again. */
  noMoreRequests: '다시 요청은 한 번만 할 수 있어요.',
  /** A refused member tried to write a contact: it could never be delivered. */
  refusedContact: '센터 인증이 거절되어 요양보호사에게 연락할 수 없어요.',
} as const;

/**
 * GET /api/manager/membership: what the home of a member who is not verified says at the top, and what
 * the proof screen needs.
 */
export const managerMembershipSchema = z.object({
  status: membershipStatusSchema,
  centerId: z.number().int(),
  centerName: z.string(),
  /** The center has no verified member: an operator decides, with the proof photo. */
  firstMember: z.boolean(),
  /** When the proof photo was sent, null without one. */
  proofAt: z.string().nullable(),
  /** 1 for a first request, 2 after asking again. */
  requestCount: z.number().int(),
  /** A refused member who has not asked again yet (once, with a new proof). */
  canAskAgain: z.boolean(),
  /** Contacts written while not verified, waiting for the verification (none once verified). */
  heldContacts: z.number().int(),
});
export type ManagerMembership = z.infer<typeof managerMembershipSchema>;
