// 운영자 (ROLE_ADMIN, issue 13): the /api/admin/** contracts. Every operator action is recorded in the
// audit log, which operators read newest first.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './page';

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
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
export const auditQuerySchema = pageQuerySchema;
