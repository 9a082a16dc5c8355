// What an error becomes in the log: its kind, codes and where it happened, never personal data.
// Drizzle's errors carry the SQL and its parameters (phone numbers, messages…) in `query`, `params`
// and their message; PostgreSQL's carry row values in `detail` and often in the message itself
// (`invalid input syntax for type integer: "010-…"`). So a database error logs its SQLSTATE and the
// constraint/table/column names only, and every other message is cut short with digit runs masked.

/** Fields that name things (codes, constraints, tables) rather than carry values. */
const SAFE_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'schema', 'routine', 'severity'];
const MAX_MESSAGE = 200;
const MAX_DEPTH = 4;

export interface SafeLoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: SafeLoggedError;
  [field: string]: unknown;
}

function isDatabaseError(err: Record<string, unknown>): boolean {
  return (
    'query' in err ||
    'params' in err ||
    // node-postgres / PGlite DatabaseError: a 5-character SQLSTATE plus severity or routine.
    (typeof err.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(err.code) &&
      ('severity' in err || 'routine' in err))
  );
}

/** Phone numbers, ids and amounts alike become `#`: the log keeps the shape, not the value. */
const maskDigits = (text: string) => text.replace(/\d[\d-]{3,}/g, '#');

/** Frames only: the first stack line repeats the message. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

export function serializeError(value: Error, depth = 0): SafeLoggedError {
  if (!value || typeof value !== 'object') return { type: typeof value, message: '', stack: '' };
  const err = value as Error & Record<string, unknown>;
  const type = err.constructor?.name && err.constructor.name !== 'Object' ? err.constructor.name : err.name;
  const database = isDatabaseError(err);
  const out: SafeLoggedError = {
    type: type ?? 'Error',
    stack: framesOf(err.stack) ?? '',
    message: database
      ? `database error${typeof err.code === 'string' ? ` ${err.code}` : ''}`
      : maskDigits(String(err.message ?? '')).slice(0, MAX_MESSAGE),
  };
  for (const field of SAFE_FIELDS) {
    const v = err[field];
    if (typeof v === 'string' || typeof v === 'number') out[field] = v;
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) {
    const cause = err.cause;
    if (cause instanceof Error || (cause && typeof cause === 'object' && 'message' in cause)) {
      out.cause = serializeError(cause as Error, depth + 1);
      // Drizzle wraps the driver's error: the wrapper names the query, the cause says what went wrong.
      if (database && out.cause.code && !out.code) out.code = out.cause.code;
    }
  }
  return out;
}

/** pino options of the app's logger: errors through serializeError, value-bearing keys redacted. */
export const LOG_SAFETY = {
  serializers: { err: (err: Error) => serializeError(err) },
  redact: {
    paths: ['params', 'query', 'detail', 'phone', 'password', '*.params', '*.phone', '*.password'],
    censor: '[redacted]',
  },
};
