import type { z } from 'zod';

/** The first message a field schema gives for this value, or undefined when it is valid. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

export type Errors<K extends string> = Partial<Record<K, string>>;

/** True when no message is set. */
export const isClean = (errors: Record<string, string | undefined>) => Object.values(errors).every((e) => !e);
