// The server's memory of rows it read lately (ADR 0023): bounded, per database, and frozen.
import type { Db } from '../src/db/client';
import { remembered } from '../src/db/remembered';

// The map is keyed by the handle's identity only: plain objects stand in for two databases.
const dbA = {} as Db;
const dbB = {} as Db;

describe('remembered', () => {
  it('keeps at most `max` entries, dropping the one read longest ago', () => {
    const rows = remembered<number, { name: string }>(2);
    rows.set(dbA, 1, { name: 'a' });
    rows.set(dbA, 2, { name: 'b' });
    rows.set(dbA, 1, { name: 'a again' }); // read again: now the latest
    rows.set(dbA, 3, { name: 'c' });
    expect(rows.get(dbA, 2)).toBeUndefined();
    expect(rows.get(dbA, 1)).toEqual({ name: 'a again' });
    expect(rows.get(dbA, 3)).toEqual({ name: 'c' });
  });

  it('keeps each database apart', () => {
    const rows = remembered<number, { name: string }>(10);
    rows.set(dbA, 1, { name: 'a' });
    expect(rows.get(dbB, 1)).toBeUndefined();
  });

  it('freezes what it keeps, nested values too', () => {
    const rows = remembered<number, { elder: { schedule: { start: string }[] } }>(10);
    const value = rows.set(dbA, 1, { elder: { schedule: [{ start: '09:00' }] } });
    expect(() => {
      (value.elder as { schedule: unknown }).schedule = [];
    }).toThrow(TypeError);
    expect(() => {
      value.elder.schedule[0]!.start = '10:00';
    }).toThrow(TypeError);
    expect(rows.get(dbA, 1)?.elder.schedule[0]?.start).toBe('09:00');
  });
});
