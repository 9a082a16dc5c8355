import type { z } from 'zod';

/** Field errors of a failed parse, keyed by dotted path (`name`, `schedule.2.end`); first message wins. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
