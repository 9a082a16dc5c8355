import type { z } from 'zod';
import { isApiError } from '@dolbom/shared-api/session';

/** The first message per field of a failed parse; `form` for one that belongs to no field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/** A failed request as field errors: the server's per-field messages, or one for the form. */
export function requestErrors(err: unknown, fallback: string): Record<string, string> {
  if (isApiError(err) && err.fields && Object.keys(err.fields).length > 0) return { ...err.fields };
  return { form: isApiError(err) ? err.message : fallback };
}

/**
 * Drops one field's message (and the form's) as that field is edited: a message the server gave cannot
 * be re-checked here, and it must not stay red under a field already corrected (issue 30).
 */
export function withoutError<E extends object>(key: string) {
  return (errors: E): E => {
    const had = errors as unknown as Record<string, unknown>;
    if (!had[key] && !had.form) return errors;
    const next = { ...had };
    delete next[key];
    delete next.form;
    return next as E;
  };
}
