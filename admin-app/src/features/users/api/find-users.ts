import { withQuery } from '../../../lib/query';

/** GET /api/admin/users?q=: users by login id, name or phone, one page (every user without q). */
export const USERS_PATH = '/api/admin/users';
export const usersKey = (q: string, page: number) => withQuery(USERS_PATH, { q: q.trim(), page, size: 20 });
