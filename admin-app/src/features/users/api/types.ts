// The user lookup's answers (GET /api/admin/users, /api/admin/users/:id): the shared contracts.
export type { Role } from '@dolbom/shared-api';
export type { AdminUser, AdminUserDetail } from '@dolbom/shared-api/contracts';
