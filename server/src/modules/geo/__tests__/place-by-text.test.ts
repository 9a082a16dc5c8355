// Placing an address from its text (issue 30): the spec's old client signs up with
// {zonecode, roadAddress, jibunAddress} and no bcode. Against the real gazetteer.
import path from 'node:path';
import { loadGazetteer } from '../gazetteer';

const gazetteer = loadGazetteer(
  path.resolve(__dirname, '../../../../../../shared/data/kr-legal-dong-centroids.csv'),
);
const code = (text: string) => gazetteer.placeByText(text)?.code ?? null;

describe('placeByText', () => {
  it('finds the 동 a lot-number address names, inside its 시·군·구', () => {
    expect(code('서울 강남구 역삼동 737')).toBe('1168010100');
    expect(code('서울특별시 강남구 역삼동 737-1')).toBe('1168010100');
    // A 구 inside a 시 is two words, as the postcode service writes it.
    expect(gazetteer.placeByText('경기 수원시 장안구 정자동 111')?.place).toMatchObject({
      sigungu: '수원시 장안구',
      dong: '정자동',
    });
  });

  it('places a road address at its 시·군·구, or at the 동 it names in brackets', () => {
    expect(code('서울 강남구 테헤란로 152')).toBe('1168000000');
    expect(code('서울 강남구 테헤란로 152 (역삼동)')).toBe('1168010100');
  });

  it('tells apart the 중구 of six cities by the 시·도, and refuses to guess without one', () => {
    expect(gazetteer.placeByText('서울 중구 세종대로 110')?.place.sido).toBe('서울특별시');
    expect(gazetteer.placeByText('부산 중구 중앙대로 2')?.place.sido).toBe('부산광역시');
    expect(code('중구 세종대로 110')).toBeNull();
  });

  it('knows 세종 by its 시·도 alone, and the short names of provinces', () => {
    expect(gazetteer.placeByText('세종특별자치시 반곡동 123')?.place.dong).toBe('반곡동');
    expect(gazetteer.placeByText('충북 청주시 상당구 북문로1가 1')?.place.sido).toBe('충청북도');
  });

  it('places nothing for text that names no place', () => {
    expect(code('')).toBeNull();
    expect(code('어딘가 모르는 길 1')).toBeNull();
  });
});
