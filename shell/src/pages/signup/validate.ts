import { useState } from 'react';
import type { z } from 'zod';

/** The first message a field schema gives for this value, or undefined when it is valid. */
export function fieldError(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

export type Errors<K extends string> = Partial<Record<K, string>>;

/** True when no message is set. */
export const isClean = (errors: Record<string, string | undefined>) => Object.values(errors).every((e) => !e);

/**
 * A step's messages: none until its first 다음, then recomputed from the values on every render, so a
 * message goes as soon as its field is right (issue 30: errors stayed under corrected fields).
 * `check()` is the 다음 button: it turns the messages on and answers whether the step is clean.
 */
export function useLiveErrors<K extends string>(compute: () => Errors<K>) {
  const [tried, setTried] = useState(false);
  const errors: Errors<K> = tried ? compute() : {};
  const check = () => {
    setTried(true);
    return isClean(compute());
  };
  return { errors, check };
}
