import { setDayTime, toggleDay, type Schedule } from '../store';

const empty: Schedule = [null, null, null, null, null, null, null];

describe('the weekly schedule (spec §4)', () => {
  it('toggling a day on sets 09:00–18:00', () => {
    const on = toggleDay(empty, 2);
    expect(on[2]).toEqual({ start: '09:00:00', end: '18:00:00' });
    expect(on.filter(Boolean)).toHaveLength(1);
  });

  it('toggling it off clears it, whatever its hours were', () => {
    const edited = setDayTime(toggleDay(empty, 0), 0, 'end', '15:30');
    expect(edited[0]).toEqual({ start: '09:00:00', end: '15:30:00' });
    expect(toggleDay(edited, 0)[0]).toBeNull();
    // On again: back to the default hours, not the edited ones.
    expect(toggleDay(toggleDay(edited, 0), 0)[0]).toEqual({ start: '09:00:00', end: '18:00:00' });
  });

  it('changing a time touches only that day, and not a day that is off', () => {
    const two = toggleDay(toggleDay(empty, 0), 4);
    const changed = setDayTime(two, 4, 'start', '10:00');
    expect(changed[0]).toEqual({ start: '09:00:00', end: '18:00:00' });
    expect(changed[4]).toEqual({ start: '10:00:00', end: '18:00:00' });
    expect(setDayTime(two, 1, 'start', '10:00')[1]).toBeNull();
  });
});
