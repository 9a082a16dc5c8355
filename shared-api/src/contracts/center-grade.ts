// A center's 장기요양기관 평가등급 as people read it: `평가 최우수(A) · 2024` (PRODUCT.md "Trust"). One
// function for center search, posting cards and the contact and elder details.
import { z } from 'zod';

export const CENTER_GRADE_WORDS: Readonly<Record<string, string>> = {
  A: '최우수',
  B: '우수',
  C: '양호',
  D: '보통',
  E: '미흡',
};

/** One service's latest evaluation, as center search lists them. */
export const centerServiceGradeSchema = z.object({
  service: z.string(),
  /** 'A'..'E'. */
  grade: z.string(),
  score: z.number().nullable(),
  evalYear: z.number().int(),
});
export type CenterServiceGrade = z.infer<typeof centerServiceGradeSchema>;

/**
 * `평가 최우수(A) · 2024`; without a year `평가 최우수(A)`; null when the grade is not one of A–E
 * (a center without an evaluation shows no grade line).
 */
export function formatCenterGrade(grade: string | null | undefined, year?: number | null): string | null {
  const letter = grade?.trim().toUpperCase() ?? '';
  const word = CENTER_GRADE_WORDS[letter];
  if (!word) return null;
  return year ? `평가 ${word}(${letter}) · ${year}` : `평가 ${word}(${letter})`;
}
