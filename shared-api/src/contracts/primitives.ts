// The two primitives every request field is built from, so that one rule decides what an id and what
// a piece of text may be — in the forms, in the server's route schemas and in its input guard alike.
//
// Ids: PostgreSQL `integer` keys, written as plain decimal digits (`0x10`, `1e1`, ` 5 `, `-1`, `1.0`
// are refused, not coerced), 1 to 2,147,483,647; a larger number can never name a row and used to
// reach the database as an out-of-range error.
// Text: no control characters (NUL is refused by PostgreSQL itself) and not only invisible characters
// (zero-width spaces, bidi overrides, the Hangul filler) that would make a blank name look filled in.
import { z } from 'zod';

/** The largest PostgreSQL `integer`: every table's serial key. */
export const MAX_RECORD_ID = 2_147_483_647;
/** The last page a list may be asked for (pages are 0-based; 50 a page at most). */
export const MAX_PAGE = 100_000;

export const TEXT_MESSAGES = {
  control: '입력할 수 없는 문자가 들어 있어요.',
  invisible: '보이지 않는 문자만으로는 입력할 수 없어요.',
} as const;

const DIGITS = /^\d+$/;

/**
 * A whole number in [min, max] from a JSON number or a query/path string of decimal digits; every
 * failure says `message`.
 */
export function wholeNumberSchema(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().regex(DIGITS, message)], { error: message })
    .pipe(
      z.coerce.number<string | number>({ error: message }).int(message).min(min, message).max(max, message),
    );
}

/** A record id (path, query or body): decimal digits, 1 to MAX_RECORD_ID. */
export const recordIdSchema = (message: string) => wholeNumberSchema(message, 1, MAX_RECORD_ID);

// C0 controls, DEL and C1 controls. Every text field of the app is one line, so newlines and tabs count too.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// A UTF-16 half without its other half: not text, and each driver would store it as U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Characters that show nothing: soft hyphen, combining grapheme joiner, Arabic letter mark, Hangul
// fillers, Mongolian and variation selectors, zero-width and bidi marks/overrides/isolates, word
// joiner and invisible operators, BOM, interlinear annotation marks.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- lone joiners and selectors are what we look for
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb]/g;

/** What is wrong with a piece of text, or undefined when it may be stored. */
export function textProblem(value: string): keyof typeof TEXT_MESSAGES | undefined {
  if (CONTROL.test(value) || LONE_SURROGATE.test(value)) return 'control';
  const visible = value.replace(/\s/g, '');
  if (visible !== '' && visible.replace(INVISIBLE, '') === '') return 'invisible';
  return undefined;
}

/** Adds the text rule to a string schema, after whatever it has already done (e.g. strip whitespace). */
export function withTextRule(schema: z.ZodString) {
  return schema
    .refine((s) => textProblem(s) !== 'control', TEXT_MESSAGES.control)
    .refine((s) => textProblem(s) !== 'invisible', TEXT_MESSAGES.invisible);
}

/**
 * A text field: a string without control characters and not only invisible ones. Chain the field's
 * own rules after it (`textSchema(M.name).trim().min(1, M.name)`); `message` is the field's message
 * for a value that is not a string at all.
 */
export function textSchema(message?: string) {
  return withTextRule(z.string(message === undefined ? undefined : { error: message }));
}
