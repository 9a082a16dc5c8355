// One place for the wage rules of every form and route (issue 15 finding 6): each wage type has its
// own starting value, hint and sane range. 시급 starts at the 2026 minimum wage (10,320원, 최저임금위원회
// 고시); the caregiver's 희망 시급 on the resume uses the same 시급 range.
import { z } from 'zod';
import type { WageType } from './care-options';
import { minimumHourlyWage } from './minimum-wage';

export interface WageRange {
  min: number;
  max: number;
  /** The value the form starts with (and switches to when the type changes). */
  default: number;
  /** Under the field; only 시급 has the spec's recommendation. */
  hint: string;
}

const won = (n: number) => n.toLocaleString('ko-KR');

/** The 2026 minimum hourly wage in won (minimum-wage.ts keeps the table of years). */
export const MINIMUM_HOURLY_WAGE_2026 = minimumHourlyWage(2026);

export const WAGE_RANGES: Record<WageType, WageRange> = {
  시급: { min: MINIMUM_HOURLY_WAGE_2026, max: 100_000, default: 13_000, hint: '추천 시급은 13,000원이에요.' },
  일급: { min: 80_000, max: 500_000, default: 110_000, hint: '하루 급여를 입력해주세요.' },
  건별: { min: 10_000, max: 300_000, default: 50_000, hint: '방문 한 번의 급여를 입력해주세요.' },
  월급: { min: 1_000_000, max: 10_000_000, default: 2_500_000, hint: '한 달 급여를 입력해주세요.' },
};

/** `시급은 10,320원 이상 100,000원 이하로 입력해주세요.` */
export const wageRangeMessage = (type: WageType) => {
  const r = WAGE_RANGES[type];
  return `${type}은 ${won(r.min)}원 이상 ${won(r.max)}원 이하로 입력해주세요.`;
};

export const wageInRange = (type: WageType, wage: number) =>
  wage >= WAGE_RANGES[type].min && wage <= WAGE_RANGES[type].max;

/** A superRefine for any object with `wageType` and `wage`: the wage must be in its type's range. */
export function checkWageRange(value: { wageType: WageType; wage: number }, ctx: z.RefinementCtx) {
  if (!wageInRange(value.wageType, value.wage))
    ctx.addIssue({ code: 'custom', message: wageRangeMessage(value.wageType), path: ['wage'] });
}
