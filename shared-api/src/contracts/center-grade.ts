// A center's 장기요양기관 평가등급 as people read it: `평가 최우수(A) · 2024` (PRODUCT.md "Trust"). One
// function for center search, posting cards and the contact and elder details.
import { z } from 'zod';

export { CENTER_GRADE_WORDS, formatCenterGrade } from './center-grade-text';

/** One service's latest evaluation, as center search lists them. */
export const centerServiceGradeSchema = z.object({
  service: z.string(),
  /** 'A'..'E'. */
  grade: z.string(),
  score: z.number().nullable(),
  evalYear: z.number().int(),
});
export type CenterServiceGrade = z.infer<typeof centerServiceGradeSchema>;
