import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({});
});
afterAll(() => t.close());

const get = (url: string, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress: ip });

describe('GET /api/address/nearest', () => {
  it('turns a position into the nearest 법정동, without signing in', async () => {
    // A little north-east of 역삼동's centre (37.50008, 127.03855).
    const res = await get('/api/address/nearest?lat=37.5012&lng=127.0391');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bcode: '1168010100',
      sido: '서울특별시',
      sigungu: '강남구',
      dong: '역삼동',
      label: '서울특별시 강남구 역삼동',
    });
    const mapo = await get('/api/address/nearest?lat=37.5537&lng=126.9190');
    expect(mapo.json()).toMatchObject({ sigungu: '마포구', dong: '서교동' });
  });

  it('refuses a missing or impossible position', async () => {
    for (const query of [
      '',
      '?lat=37.5',
      '?lat=abc&lng=127',
      '?lat=91&lng=127',
      '?lat=37.5&lng=-181',
      '?lat=NaN&lng=1',
    ]) {
      const res = await get(`/api/address/nearest${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('answers 404 far from every 동 (outside Korea)', async () => {
    const res = await get('/api/address/nearest?lat=48.8566&lng=2.3522');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: '가까운 동네를 찾지 못했어요. 동 이름으로 찾아주세요.',
    });
  });

  it('is rate-limited per address', async () => {
    const ip = '10.9.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await get('/api/address/nearest?lat=37.5&lng=127.03', ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
