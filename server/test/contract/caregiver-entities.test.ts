// Contract tests (PRODUCT.md "Wire format"): each entity of spec §3 that a caregiver's calls carry, on
// REAL answers (signed in as the demo caregiver01 on the demo seed), with the spec's names and types at
// the top level. docs/api-compatibility.md lists every field with the test that checks it here.
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { caregivers } from '../../src/db/schema';
import { caregiverBody } from '../helpers/signup';
import { useDemoCaller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import {
  CAREGIVER_MY_PAGE,
  CAREGIVER_OUTGOING_APPLY,
  CENTER,
  NEARBY_JOB_DETAIL,
  CONTACT,
  CONTACT_ELDER,
  NEARBY_JOB,
  NEAR_PICKS,
  PAGE,
  SAVED_ELDER,
  TASK_FLAGS,
  expectSpecShape,
} from './spec-fields';

const t = useTestApp({}, { seed: true });
const caregiver = useDemoCaller(t, 'caregiver01');

async function ok(res: Promise<LightMyRequestResponse>) {
  const r = await res;
  expect(r.statusCode).toBe(200);
  return r.json();
}

/** The items of a caregiver list page, after checking the page wrapper itself; never empty. */
async function pageItems(url: string): Promise<unknown[]> {
  const page = await ok(caregiver('GET', url));
  expectSpecShape(page, PAGE);
  expect(page.content.length).toBeGreaterThan(0);
  return page.content;
}

describe('spec §3 Contact (manager to caregiver, as seen by caregiver)', () => {
  it('GET /api/caregiver/main/list: page wrapper with address; each contact with the spec fields', async () => {
    const page = await ok(caregiver('GET', '/api/caregiver/main/list?range=5'));
    expectSpecShape(page, { ...PAGE, address: 'string' });
    expect(page.content.length).toBeGreaterThan(0);
    for (const contact of page.content) {
      expectSpecShape(contact, CONTACT);
      expectSpecShape(contact.elder, CONTACT_ELDER);
      expect(contact).not.toHaveProperty('tasks');
    }
  });

  it('GET /api/caregiver/mypage/contacts (대기 and 수락): each contact with the spec fields', async () => {
    for (const tab of ['pending', 'approved']) {
      for (const contact of await pageItems(`/api/caregiver/mypage/contacts?tab=${tab}`)) {
        expectSpecShape(contact, CONTACT);
        expectSpecShape((contact as { elder: unknown }).elder, CONTACT_ELDER);
      }
    }
  });

  it('GET /api/caregiver/main?contact=: the contact with `center` as the Center object', async () => {
    const [first] = (await ok(caregiver('GET', '/api/caregiver/mypage/contacts?tab=pending'))).content;
    const detail = await ok(caregiver('GET', `/api/caregiver/main?contact=${first.contactId}`));
    expectSpecShape(detail, { ...CONTACT, center: 'object' });
    expectSpecShape(detail.elder, CONTACT_ELDER);
    expectSpecShape(detail.center, CENTER);
    expect(detail).not.toHaveProperty('centerInfo');
  });
});

describe('spec §3 Caregiver’s outgoing apply', () => {
  it('GET /api/caregiver/mypage/applies: applyId, title, wage, negotiable, center, the four booleans', async () => {
    const items = [
      ...(await ok(caregiver('GET', '/api/caregiver/mypage/applies?tab=pending'))).content,
      ...(await ok(caregiver('GET', '/api/caregiver/mypage/applies?tab=approved'))).content,
    ];
    expect(items.length).toBeGreaterThan(0);
    for (const apply of items) expectSpecShape(apply, CAREGIVER_OUTGOING_APPLY);
  });
});

describe('spec §3 Caregiver’s saved elder', () => {
  it('GET /api/caregiver/mypage/bookmarks: elderId, title, wage, negotiable, center, the four booleans', async () => {
    for (const elder of await pageItems('/api/caregiver/mypage/bookmarks')) {
      expectSpecShape(elder, SAVED_ELDER);
    }
  });
});

describe('spec §3 Nearby jobs', () => {
  it('GET /api/caregiver/near/list: the grouped picks at the top level, each a card with the spec fields', async () => {
    const body = await ok(caregiver('GET', '/api/caregiver/near/list?range=5'));
    expectSpecShape(body, NEAR_PICKS);
    expect(body).not.toHaveProperty('picks');
    const cards = ['meal', 'toileting', 'mobility', 'daily', 'wage'].flatMap((k) =>
      body[k] ? [body[k]] : [],
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expectSpecShape(card, NEARBY_JOB);
  });

  it('GET /api/caregiver/near/all and near?elderId=: the item fields; the detail’s center is the Center, with createdAt', async () => {
    const items = await pageItems('/api/caregiver/near/all?range=5');
    for (const item of items) expectSpecShape(item, NEARBY_JOB);
    const { elderId } = items[0] as { elderId: number };
    const detail = await ok(caregiver('GET', `/api/caregiver/near?elderId=${elderId}`));
    expectSpecShape(detail, NEARBY_JOB_DETAIL);
    expectSpecShape(detail.center, CENTER);
    expect(detail.centerName).toBe(detail.center.centerName);
    expectSpecShape(detail.centerInfo, CENTER);
  });
});

describe('spec §3 Caregiver my-page', () => {
  it('GET /api/caregiver/mypage: the eight fields with their types', async () => {
    expectSpecShape(await ok(caregiver('GET', '/api/caregiver/mypage')), CAREGIVER_MY_PAGE);
  });

  it('POST /api/caregiver/mypage/job-open without a body flips the switch and answers isJobOpen', async () => {
    const before = (await ok(caregiver('GET', '/api/caregiver/mypage'))).jobOpen as boolean;
    const flipped = await ok(caregiver('POST', '/api/caregiver/mypage/job-open'));
    expectSpecShape(flipped, { isJobOpen: 'boolean' });
    expect(flipped.isJobOpen).toBe(!before);
    expect((await ok(caregiver('POST', '/api/caregiver/mypage/job-open'))).isJobOpen).toBe(before);
  });
});

describe('spec §3 Center', () => {
  it('GET /api/center?keyword=: each found center carries the Center fields', async () => {
    const found = await ok(caregiver('GET', `/api/center?keyword=${encodeURIComponent('요양')}`));
    expect(found.length).toBeGreaterThan(0);
    for (const center of found) expectSpecShape(center, CENTER);
  });
});

it('the four task flags are booleans at the top level of every caregiver card (never nested)', async () => {
  const [card] = (await ok(caregiver('GET', '/api/caregiver/main/list?range=5'))).content;
  expectSpecShape(card, TASK_FLAGS);
});

describe('§7 POST /api/caregiver/register with the spec’s Address (issue 30)', () => {
  // The spec's Address is {zonecode, roadAddress, jibunAddress}: no bcode. The gazetteer places it from
  // the text (시·군·구 + 동) and stores the code it found, instead of refusing the sign-up.
  const register = (address: { roadAddress: string; jibunAddress?: string; zonecode?: string }) =>
    t.app.inject({ method: 'POST', url: '/api/caregiver/register', payload: caregiverBody({ address }) });
  const placeOf = async (userId: number) => {
    const [row] = await t.app.db.select().from(caregivers).where(eq(caregivers.userId, userId));
    return row && { bcode: row.bcode, lat: row.lat, lng: row.lng };
  };

  it('places a lot-number address at its 동, a road address at its 시·군·구', async () => {
    const spec = await register({
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
      jibunAddress: '서울 강남구 역삼동 737',
    });
    expect(spec.statusCode).toBe(201);
    expect(await placeOf(spec.json().userId)).toEqual({ bcode: '1168010100', lat: 37.50008, lng: 127.03855 });
    const road = await register({ roadAddress: '서울 강남구 테헤란로 152' });
    expect(road.statusCode).toBe(201);
    expect(await placeOf(road.json().userId)).toEqual({ bcode: '1168000000', lat: 37.49715, lng: 127.06426 });
  });

  it('still refuses, with the field’s message, an address whose text names no place', async () => {
    const res = await register({ roadAddress: '어딘가 모르는 길 1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.address).toBe('주소를 찾을 수 없어요. 주소를 다시 검색해주세요.');
  });
});
