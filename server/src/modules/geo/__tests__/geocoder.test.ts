import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGeocoder } from '../create-geocoder';
import { parseGazetteer } from '../gazetteer';
import { GazetteerGeocoder } from '../geocoder';
import { KakaoLocalGeocoder } from '../kakao-geocoder';

const gazetteer = parseGazetteer(
  [
    'code,sido,sigungu,dong,lat,lng',
    '1168000000,서울특별시,강남구,,37.49664,127.06297',
    '1168010100,서울특별시,강남구,역삼동,37.50008,127.03855',
  ].join('\n'),
);
const YEOKSAM = { lat: 37.50008, lng: 127.03855, precision: 'dong' };
const TEHERAN = '서울 강남구 테헤란로 152';

describe('GazetteerGeocoder', () => {
  const geocoder = new GazetteerGeocoder(gazetteer);

  it('places a bcode at its 동 centroid, else its 시·군·구', async () => {
    await expect(geocoder.geocode({ bcode: '1168010100' })).resolves.toEqual(YEOKSAM);
    await expect(geocoder.geocode({ bcode: '1168099999' })).resolves.toEqual({
      lat: 37.49664,
      lng: 127.06297,
      precision: 'sigungu',
    });
  });

  it('without a known bcode, places the address text (issue 30); null when it names no place', async () => {
    await expect(geocoder.geocode({ roadAddress: TEHERAN })).resolves.toEqual({
      lat: 37.49664,
      lng: 127.06297,
      precision: 'sigungu',
      bcode: '1168000000',
    });
    await expect(
      geocoder.geocode({ roadAddress: TEHERAN, jibunAddress: '서울 강남구 역삼동 737' }),
    ).resolves.toEqual({ ...YEOKSAM, bcode: '1168010100' });
    // A code the gazetteer does not know (a 법정동 newer than the file): the text says where.
    await expect(
      geocoder.geocode({ bcode: '9999999999', jibunAddress: '서울 강남구 역삼동 737' }),
    ).resolves.toEqual({ ...YEOKSAM, bcode: '1168010100' });
    await expect(geocoder.geocode({ bcode: '9999999999' })).resolves.toBeNull();
    await expect(geocoder.geocode({ roadAddress: '어딘가 모르는 길 1' })).resolves.toBeNull();
  });
});

describe('KakaoLocalGeocoder against a fake Kakao', () => {
  type Reply = { status: number; body: unknown } | 'hang';
  let reply: Reply;
  const requests: { url: string; authorization: string | undefined }[] = [];
  let server: http.Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
      if (reply === 'hang') return; // never answers: the client must time out
      res.writeHead(reply.status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  const fallbacks: string[] = [];
  const kakao = () =>
    createGeocoder({
      gazetteer,
      kakaoRestKey: 'test-key',
      kakaoBaseUrl: `${baseUrl}/`,
      kakaoTimeoutMs: 300,
      // A plain fetch: the fake Kakao listens on http://127.0.0.1, which the outbound guard refuses.
      fetch: globalThis.fetch,
      onFallback: (reason) => fallbacks.push(reason),
    });
  const hit = (address_type: string) => ({
    status: 200,
    body: {
      meta: { total_count: 1, pageable_count: 1, is_end: true },
      documents: [{ address_name: TEHERAN, address_type, x: '127.0365', y: '37.5006' }],
    },
  });

  it('is what createGeocoder builds when a key is set, and the gazetteer when not', () => {
    expect(kakao()).toBeInstanceOf(KakaoLocalGeocoder);
    expect(createGeocoder({ gazetteer })).toBeInstanceOf(GazetteerGeocoder);
    expect(createGeocoder({ gazetteer, kakaoRestKey: '  ' })).toBeInstanceOf(GazetteerGeocoder);
  });

  it('sends the query and the KakaoAK header, and answers an exact point', async () => {
    reply = hit('ROAD_ADDR');
    await expect(kakao().geocode({ bcode: '1168010100', roadAddress: TEHERAN })).resolves.toEqual({
      lat: 37.5006,
      lng: 127.0365,
      precision: 'exact',
    });
    expect(requests).toEqual([
      {
        url: `/v2/local/search/address.json?query=${encodeURIComponent(TEHERAN)}`,
        authorization: 'KakaoAK test-key',
      },
    ]);
  });

  it('accepts a 지번 (REGION_ADDR) hit as exact', async () => {
    reply = hit('REGION_ADDR');
    await expect(kakao().geocode({ roadAddress: '서울 강남구 역삼동 737' })).resolves.toMatchObject({
      precision: 'exact',
    });
  });

  it.each<[string, Reply]>([
    ['no documents', { status: 200, body: { meta: { total_count: 0 }, documents: [] } }],
    ['only a region', hit('REGION')],
    ['only a road', hit('ROAD')],
    ['bad coordinates', { status: 200, body: { documents: [{ address_type: 'ROAD_ADDR', x: 'x', y: '' }] } }],
    ['a 401', { status: 401, body: { errorType: 'AccessDeniedError', message: 'cannot find appkey' } }],
    ['a 500', { status: 500, body: {} }],
    ['bad JSON', { status: 200, body: '<html>' }],
    ['no answer (timeout)', 'hang'],
  ])('falls back to the gazetteer on %s', async (_name, r) => {
    reply = r;
    fallbacks.length = 0;
    await expect(kakao().geocode({ bcode: '1168010100', roadAddress: TEHERAN })).resolves.toEqual(YEOKSAM);
    expect(requests).toHaveLength(1);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).not.toContain('test-key');
  });

  it('falls back to the address text when Kakao fails and there is no bcode', async () => {
    reply = { status: 500, body: {} };
    await expect(kakao().geocode({ roadAddress: TEHERAN })).resolves.toMatchObject({
      precision: 'sigungu',
      bcode: '1168000000',
    });
    await expect(kakao().geocode({ roadAddress: '어딘가 모르는 길 1' })).resolves.toBeNull();
  });

  it('goes straight to the gazetteer without a road address', async () => {
    await expect(kakao().geocode({ bcode: '1168010100', roadAddress: ' ' })).resolves.toEqual(YEOKSAM);
    expect(requests).toHaveLength(0);
  });

  it('falls back when the server cannot be reached', async () => {
    const closed = new KakaoLocalGeocoder({
      restKey: 'k',
      fallback: new GazetteerGeocoder(gazetteer),
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 300,
      fetch: globalThis.fetch,
    });
    await expect(closed.geocode({ bcode: '1168010100', roadAddress: TEHERAN })).resolves.toEqual(YEOKSAM);
  });

  it('by default sends nothing anywhere but https://dapi.kakao.com: the fake Kakao on loopback sees no request', async () => {
    reply = hit('ROAD_ADDR');
    fallbacks.length = 0;
    const guarded = createGeocoder({
      gazetteer,
      kakaoRestKey: 'test-key',
      kakaoBaseUrl: `${baseUrl}/`,
      kakaoTimeoutMs: 300,
      onFallback: (reason) => fallbacks.push(reason),
    });
    await expect(guarded.geocode({ bcode: '1168010100', roadAddress: TEHERAN })).resolves.toEqual(YEOKSAM);
    expect(requests).toHaveLength(0);
    expect(fallbacks).toEqual([expect.stringContaining('refused')]);
  });
});
