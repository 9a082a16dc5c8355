// The operators' membership queue (GET /api/admin/memberships, POST …/:id/approve|refuse): the shared contracts.
export type { AdminMembership, MembershipDecision, MembershipStatus } from '@dolbom/shared-api/contracts';
