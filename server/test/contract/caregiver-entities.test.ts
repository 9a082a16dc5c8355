// Contract tests (PRODUCT.md "Wire format"): each entity of spec §3 that a caregiver's calls carry, on
// REAL answers (signed in as the demo caregiver01 on the demo seed), with the spec's names and types at
// the top level. docs/api-compatibility.md lists every field with the test that checks it here.
import type { LightMyRequestResponse } from 'fastify';
import { useDemoCaller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import {
  CAREGIVER_MY_PAGE,
  CAREGIVER_OUTGOING_APPLY,
  CENTER,
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

  it('GET /api/caregiver/near/all and near?elderId=: the same item fields; the detail’s center is the Center', async () => {
    const items = await pageItems('/api/caregiver/near/all?range=5');
    for (const item of items) expectSpecShape(item, NEARBY_JOB);
    const { elderId } = items[0] as { elderId: number };
    const detail = await ok(caregiver('GET', `/api/caregiver/near?elderId=${elderId}`));
    expectSpecShape(detail, NEARBY_JOB);
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
