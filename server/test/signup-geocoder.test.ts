import { eq } from 'drizzle-orm';
import { caregivers } from '../src/db/schema';
import type { AddressToGeocode, Geocoder } from '../src/modules/geo/geocoder';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { caregiverBody } from './helpers/signup';

// With KAKAO_REST_KEY the app places addresses through Kakao Local (building level); sign-up must
// store what the configured geocoder answers, not the gazetteer's 동 centre.
const asked: AddressToGeocode[] = [];
const buildingLevel: Geocoder = {
  async geocode(address) {
    asked.push(address);
    return { lat: 37.50123, lng: 127.03987, precision: 'exact' };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { geocoder: buildingLevel });
});
afterAll(() => t.close());

it('stores the coordinates the configured geocoder gives for the address', async () => {
  const body = caregiverBody();
  const res = await t.app.inject({ method: 'POST', url: '/api/caregiver/register', payload: body });
  expect(res.statusCode).toBe(201);
  expect(asked).toEqual([
    {
      bcode: body.address.bcode,
      roadAddress: body.address.roadAddress,
      jibunAddress: body.address.jibunAddress,
    },
  ]);
  const [cg] = await t.app.db.select().from(caregivers).where(eq(caregivers.userId, res.json().userId));
  expect(cg).toMatchObject({ lat: 37.50123, lng: 127.03987 });
});

it('uses Kakao only when a key is configured', async () => {
  const plain = await buildTestApp();
  try {
    expect(plain.app.geocoder.constructor.name).toBe('GazetteerGeocoder');
  } finally {
    await plain.close();
  }
  const withKey = await buildTestApp({ kakaoRestKey: 'test-key' });
  try {
    expect(withKey.app.geocoder.constructor.name).toBe('KakaoLocalGeocoder');
  } finally {
    await withKey.close();
  }
});
