import { formatCenterGrade } from '../center-grade';

describe('formatCenterGrade', () => {
  it.each([
    ['A', 2024, '평가 최우수(A) · 2024'],
    ['B', 2023, '평가 우수(B) · 2023'],
    ['C', 2025, '평가 양호(C) · 2025'],
    ['D', 2022, '평가 보통(D) · 2022'],
    ['E', 2021, '평가 미흡(E) · 2021'],
  ])('%s of %s reads %s', (grade, year, text) => {
    expect(formatCenterGrade(grade, year)).toBe(text);
  });

  it('leaves the year out when it is unknown', () => {
    expect(formatCenterGrade('A', null)).toBe('평가 최우수(A)');
    expect(formatCenterGrade('a')).toBe('평가 최우수(A)');
  });

  it('shows nothing for a missing or unknown grade', () => {
    expect(formatCenterGrade('')).toBeNull();
    expect(formatCenterGrade(null, 2024)).toBeNull();
    expect(formatCenterGrade('F', 2024)).toBeNull();
  });
});
