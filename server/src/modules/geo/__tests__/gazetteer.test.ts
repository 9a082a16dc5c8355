import fs from 'node:fs';
import path from 'node:path';
import { loadGazetteer, parseGazetteer } from '../gazetteer';

const CSV = path.resolve(__dirname, '../../../../../../shared/data/kr-legal-dong-centroids.csv');

describe('gazetteer', () => {
  const gazetteer = loadGazetteer(CSV);

  it('loads every row of the shared file', () => {
    const rows = fs.readFileSync(CSV, 'utf8').trim().split('\n').length - 1;
    // 읍·면·동 rows + 시·군·구 rows (+ 서교동, added by hand: data/README.md).
    expect(rows).toBeGreaterThan(5065 + 251 - 1);
    expect(gazetteer.size).toBe(rows);
  });

  it('finds a 법정동 as is', () => {
    expect(gazetteer.lookup('1168010100')).toEqual({
      lat: 37.50008,
      lng: 127.03855,
      sido: '서울특별시',
      sigungu: '강남구',
      dong: '역삼동',
    });
    expect(gazetteer.lookup('1144012000')?.dong).toBe('서교동');
  });

  it('falls back to the 읍·면·동, then the 시·군·구', () => {
    const dong = gazetteer.lookup('1168010100');
    // A 리-level code (last two digits) that is not in the file → its 읍·면·동.
    expect(gazetteer.lookup('1168010123')).toEqual(dong);
    // An unknown 동 in a known 구 → the 구's centre.
    expect(gazetteer.lookup('1168099999')).toEqual(gazetteer.get('1168000000'));
    expect(gazetteer.get('1168000000')?.dong).toBe('');
  });

  it('answers null for unknown or malformed codes', () => {
    expect(gazetteer.lookup('9999999999')).toBeNull();
    expect(gazetteer.lookup('11680')).toBeNull();
    expect(gazetteer.lookup('abcdefghij')).toBeNull();
  });

  it('checks the header', () => {
    expect(() => parseGazetteer('a,b\n')).toThrow(/header/);
    expect(
      parseGazetteer('\uFEFFcode,sido,sigungu,dong,lat,lng\r\n1111000000,서울특별시,종로구,,37.5,126.9\r\n')
        .size,
    ).toBe(1);
  });
});
