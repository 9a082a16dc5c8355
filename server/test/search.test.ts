import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

// GET /api/center over the national list: server/test/centers/center-search.test.ts.

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
