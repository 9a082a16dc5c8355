// GET /api/center over the national 장기요양기관 list (issue 13), on both databases: name substring, 초성,
// 시·군·구 words (`강남 방문요양`), ranking, paging, bad input, and a property test against a plain scan
// of the CSV rows that were loaded.
import fs from 'node:fs';
import { getChoseong } from 'es-hangul';
import type { CenterSearchItem } from '@dolbom/shared-api/contracts';
import { loadConfig } from '../../src/config';
import { parseNationalList } from '../../src/modules/centers/national-list';
import { buildTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NATIONAL = parseNationalList(fs.readFileSync(loadConfig({}).centersPath, 'utf8'));

async function search(keyword: string, paging = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/center?keyword=${encodeURIComponent(keyword)}${paging}`,
  });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as CenterSearchItem[], total: Number(res.headers['x-total-count']) };
}

/** Every page of a search (size 50). */
async function searchAll(keyword: string): Promise<CenterSearchItem[]> {
  const all: CenterSearchItem[] = [];
  for (let page = 0; ; page++) {
    const { items, total } = await search(keyword, `&page=${page}&size=50`);
    all.push(...items);
    if (all.length >= total || items.length === 0) return all;
  }
}

describe('GET /api/center', () => {
  it('finds centers by a name substring with name, 시·군·구, services and the grade with its year', async () => {
    const { items, total } = await search('개포재가');
    expect(total).toBeGreaterThan(0);
    const found = items.find((c) => c.centerName === '강남개포재가노인복지센터');
    expect(found).toMatchObject({
      sido: '서울특별시',
      sigungu: '강남구',
      services: ['방문요양'],
      finalGrade: 'A',
      gradeYear: 2024,
      roadAddress: '서울특별시 강남구',
      grades: [{ service: '방문요양', grade: 'A', score: 93.18, evalYear: 2024 }],
    });
    for (const c of items) expect(c.centerName).toContain('개포재가');
  });

  it('keeps the spec Center fields on every item', async () => {
    const { items } = await search('요양');
    expect(items).toHaveLength(30);
    for (const key of [
      'centerId',
      'centerName',
      'zipCode',
      'detailAddress',
      'hasCar',
      'finalGrade',
      'installationTime',
    ]) {
      expect(items[0]).toHaveProperty(key);
    }
  });

  it('finds centers by 초성, with or without spaces', async () => {
    const { items } = await search('ㄱㄴㄱㅍㅈㄱ');
    expect(items.map((c) => c.centerName)).toContain('강남개포재가노인복지센터');
    const spaced = await search('ㄱㄴㄱㅍ ㅈㄱ');
    expect(spaced.items.map((c) => c.centerName)).toContain('강남개포재가노인복지센터');
  });

  it('`강남 방문요양` finds the 방문요양 centers of 강남구, all of them', async () => {
    const all = await searchAll('강남 방문요양');
    const expected = NATIONAL.filter(
      (c) =>
        (c.sigungu === '강남구' && (c.services.includes('방문요양') || c.name.includes('방문요양'))) ||
        c.name.includes('강남 방문요양'),
    );
    expect(all.length).toBe(expected.length);
    expect(all.length).toBeGreaterThan(50);
    for (const c of all) {
      expect(c.sigungu).toBe('강남구');
      expect([...c.services, c.centerName].join(' ')).toContain('방문요양');
    }
    // 서울 강남 narrows to the same 구; a place word alone also finds centers named after it.
    expect((await search('서울 강남 방문요양')).total).toBe(all.length);
  });

  it('ranks the exact name first, then names that start with the keyword, then the rest', async () => {
    const { items } = await search('늘사랑재가복지센터');
    expect(items[0]?.centerName).toBe('늘사랑재가복지센터');
    const { items: prefixed } = await search('늘사랑');
    const starts = prefixed.map((c) => c.centerName.startsWith('늘사랑'));
    const firstOther = starts.indexOf(false);
    if (firstOther !== -1) expect(starts.slice(firstOther)).not.toContain(true);
    expect(starts[0]).toBe(true);
    // Within one rank the better grade comes first.
    const grades = prefixed.filter((c) => c.centerName.startsWith('늘사랑')).map((c) => c.finalGrade);
    expect(grades).toEqual([...grades].sort());
  });

  it('pages: page/size are 0-based and the total is in X-Total-Count', async () => {
    const first = await search('요양', '&page=0&size=10');
    const second = await search('요양', '&page=1&size=10');
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(10);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(1000);
    const ids = new Set([...first.items, ...second.items].map((c) => c.centerId));
    expect(ids.size).toBe(20);
    const beyond = await search('요양', `&page=${Math.ceil(first.total / 10)}&size=10`);
    expect(beyond.items).toEqual([]);
  });

  it('treats LIKE wildcards literally and finds nothing for unknown names', async () => {
    expect((await search('%')).items).toEqual([]);
    expect((await search('없는센터이름')).items).toEqual([]);
  });

  it('never lists a center that is not on the national list', async () => {
    expect((await search('행복한요양센터 강남')).items.map((c) => c.centerName)).not.toContain(
      '행복한요양센터 강남',
    );
  });

  it.each([
    ['/api/center', '검색어를 입력해주세요.'],
    ['/api/center?keyword=', '검색어를 입력해주세요.'],
    ['/api/center?keyword=%20%20', '검색어를 입력해주세요.'],
    ['/api/center?keyword=요양&size=0', '한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.'],
    ['/api/center?keyword=요양&size=51', '한 페이지 개수는 1개 이상 50개 이하로 입력해주세요.'],
    ['/api/center?keyword=요양&page=-1', '페이지 번호를 확인해주세요.'],
    ['/api/center?keyword=요양&page=x', '페이지 번호를 확인해주세요.'],
  ])('answers 400 in Korean for %s', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url: url.replace('요양', encodeURIComponent('요양')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('returns every center whose name contains the keyword (random keywords against a scan of the file)', async () => {
    // A seeded generator: the same keywords on every run, so a failure can be replayed.
    let state = 20_954;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
    for (let i = 0; i < 12; i++) {
      const name = NATIONAL[next(NATIONAL.length)]!.name;
      const length = 2 + next(3);
      const start = next(Math.max(1, name.length - length));
      const keyword = name.slice(start, start + length).trim();
      if (!keyword) continue;
      const lower = keyword.toLowerCase();
      const expected = NATIONAL.filter((c) => c.name.toLowerCase().includes(lower));
      const all = await searchAll(keyword);
      const foundIds = new Set(all.map((c) => `${c.centerName}|${c.sido}|${c.sigungu}`));
      for (const c of expected) expect(foundIds).toContain(`${c.name}|${c.sido}|${c.sigungu}`);
      // Name matches come before centers found only through a place or service word.
      const nameMatch = all.map((c) => c.centerName.toLowerCase().includes(lower));
      expect(nameMatch.slice(0, expected.length).every(Boolean)).toBe(true);
    }
  });

  it('초성 of every name is searchable (a sample against the file)', async () => {
    const sample = NATIONAL.filter((_, i) => i % 5000 === 17);
    for (const c of sample) {
      const initials = getChoseong(c.name)
        .replace(/[^ㄱ-ㅎ]/g, '')
        .slice(0, 4);
      if (initials.length < 2) continue;
      const all = await searchAll(initials);
      expect(all.map((x) => x.centerName)).toContain(c.name);
    }
  });
});
