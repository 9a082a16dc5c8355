import { backStep, nextStep, parseStep } from '../steps';

describe('sign-up steps (spec §4)', () => {
  it('goes 1 → 2 → 5 for a social worker and 1 → 3 → 4 → 5 for a caregiver', () => {
    expect(nextStep(1, '사회복지사')).toBe(2);
    expect(nextStep(2, '사회복지사')).toBe(5);
    expect(nextStep(1, '요양보호사')).toBe(3);
    expect(nextStep(3, '요양보호사')).toBe(4);
    expect(nextStep(4, '요양보호사')).toBe(5);
  });

  it('goes back from 1 out of sign-up, from 2 or 3 to 1, and from 4 or 5 to the info step of the type', () => {
    expect(backStep(1, '요양보호사')).toBeNull();
    expect(backStep(2, '사회복지사')).toBe(1);
    expect(backStep(3, '요양보호사')).toBe(1);
    expect(backStep(4, '요양보호사')).toBe(3);
    expect(backStep(5, '요양보호사')).toBe(3);
    expect(backStep(5, '사회복지사')).toBe(2);
  });

  it('reads the step from the URL, anything else being step 1', () => {
    expect(parseStep('4')).toBe(4);
    expect(parseStep(null)).toBe(1);
    expect(parseStep('9')).toBe(1);
    expect(parseStep('x')).toBe(1);
  });
});
