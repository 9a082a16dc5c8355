import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { seed: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/center', () => {
  it('finds centers by a name substring, in name order, with the listed fields', async () => {
    const res = await get(`/api/center?keyword=${encodeURIComponent('요양')}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThan(1);
    expect(list.length).toBeLessThanOrEqual(30);
    for (const c of list) expect(String(c.centerName)).toContain('요양');
    const names = list.map((c) => String(c.centerName));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'centerId',
        'centerName',
        'detailAddress',
        'finalGrade',
        'hasCar',
        'installationTime',
        'jibunAddress',
        'roadAddress',
        'zipCode',
      ].sort(),
    );
  });

  it('finds centers by 초성', async () => {
    const res = await get(`/api/center?keyword=${encodeURIComponent('ㅎㅂㅎ')}`);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as Array<{ centerName: string }>).map((c) => c.centerName);
    expect(names).toContain('행복한요양센터 강남');
    const spaced = await get(`/api/center?keyword=${encodeURIComponent('ㅇㅇ ㅅㅌ')}`);
    expect((spaced.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards literally and finds nothing for unknown names', async () => {
    expect((await get('/api/center?keyword=%25')).json()).toEqual([]);
    expect((await get(`/api/center?keyword=${encodeURIComponent('없는센터이름')}`)).json()).toEqual([]);
  });

  it('answers 400 for an empty or missing keyword', async () => {
    for (const url of ['/api/center', '/api/center?keyword=', '/api/center?keyword=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('*검색어를 입력해주세요.');
    }
  });
});

describe('GET /api/address', () => {
  const search = async (query: string) => {
    const res = await get(`/api/address?query=${encodeURIComponent(query)}`);
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{ bcode: string; sido: string; sigungu: string; dong: string; label: string }>;
  };

  it.each(['역삼', '역삼동', '강남구 역삼동', '서울 역삼'])('finds 역삼동 for %p', async (query) => {
    const list = await search(query);
    expect(list[0]).toEqual({
      bcode: '1168010100',
      sido: '서울특별시',
      sigungu: '강남구',
      dong: '역삼동',
      label: '서울특별시 강남구 역삼동',
    });
  });

  it('lists a 시군구 and its 동 (at most 20), the 시군구 first', async () => {
    const list = await search('강남구');
    expect(list.length).toBeGreaterThan(10);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list[0]).toMatchObject({ bcode: '1168000000', dong: '' });
    expect((await search('동')).length).toBe(20);
    const seoul = await search('서울 강남구');
    expect(seoul[0]).toMatchObject({ bcode: '1168000000', dong: '', label: '서울특별시 강남구' });
    expect(seoul.every((p) => p.sigungu === '강남구')).toBe(true);
  });

  it('handles 구 inside a 시 and short province names', async () => {
    expect((await search('원미구'))[0]?.sigungu).toBe('부천시 원미구');
    expect((await search('경북 포항'))[0]?.sido).toBe('경상북도');
  });

  it('answers an empty list for unknown names and 400 for an empty query', async () => {
    expect(await search('없는동네이름')).toEqual([]);
    expect((await get('/api/address?query=')).statusCode).toBe(400);
  });
});
