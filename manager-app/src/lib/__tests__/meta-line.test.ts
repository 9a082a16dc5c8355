import { caregiverFacts, metaLine } from '../format';

describe('metaLine (the line under a caregiver card title)', () => {
  it('joins the known parts with · and keeps each part’s words together', () => {
    const line = metaLine([...caregiverFacts('60대', 10), '방금 전']);
    expect(line).toBe('60대 · 경력\u00a010년 · 방금\u00a0전');
    // A narrow card may only wrap at the separators.
    expect(line.split(' ')).toEqual(['60대', '·', '경력\u00a010년', '·', '방금\u00a0전']);
  });

  it('leaves out what is unknown', () => {
    expect(metaLine([...caregiverFacts(null, null), '3일 전'])).toBe('3일\u00a0전');
    expect(metaLine(caregiverFacts(null, 0))).toBe('경력\u00a01년\u00a0미만');
    expect(metaLine(caregiverFacts(null, null))).toBe('');
  });
});
