import { distanceText, roundKm } from '../distance-text';

describe('distanceText (one rule for the reasons, the cards and 근무 조건)', () => {
  it('says 약 1km 이내 below 1 km: addresses are placed at 동 level', () => {
    for (const km of [0, 0.04, 0.3, 0.99, 0.994]) expect(distanceText(km)).toBe('약 1km 이내');
    expect(distanceText(0.3)).not.toMatch(/100m|같은 동네/);
  });

  it('says 약 and one decimal from 1 km on', () => {
    expect(distanceText(0.995)).toBe('약 1.0km');
    expect(distanceText(1)).toBe('약 1.0km');
    expect(distanceText(2.2)).toBe('약 2.2km');
    expect(distanceText(2.15)).toBe('약 2.2km');
    expect(distanceText(4.96)).toBe('약 5.0km');
    expect(distanceText(12.34)).toBe('약 12.3km');
  });

  it('prints the same text from a raw distance and from the rounded distanceKm of a response', () => {
    for (const raw of [2.1496, 2.1449, 1.0049, 0.9951, 3.0501, 1.25]) {
      expect(distanceText(roundKm(raw))).toBe(distanceText(raw));
    }
  });
});
