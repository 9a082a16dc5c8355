// 경력 N년 on the manager's cards (issue 15): the resume's experience periods summed, in whole years.
import { experienceYears } from '../../src/modules/manager/caregivers-repository';

describe('experienceYears', () => {
  it('is null without entries', () => {
    expect(experienceYears([])).toBeNull();
  });

  it('sums the periods of every entry (both ends counted) and keeps whole years', () => {
    expect(
      experienceYears([
        { startDate: '2018-01-01', endDate: '2019-12-31' },
        { startDate: '2021-03-01', endDate: '2022-02-28' },
      ]),
    ).toBe(3);
    expect(experienceYears([{ startDate: '2024-01-01', endDate: '2024-06-30' }])).toBe(0);
  });
});
