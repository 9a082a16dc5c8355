// The operators' membership queue (GET /api/admin/memberships, POST …/:id/approve|refuse), as the
// members helper defines it in shared-api/src/contracts/admin-memberships.ts.
export type MembershipStatus = 'PENDING' | 'VERIFIED' | 'REFUSED';

export interface AdminMembership {
  /** The membership id: the requesting manager's user id. */
  id: number;
  status: MembershipStatus;
  requestedAt: string;
  user: { id: number; loginId: string; name: string; phone: string };
  center: { id: number; name: string; address: string };
}

export interface MembershipDecision {
  id: number;
  status: MembershipStatus;
  decidedAt: string;
}
