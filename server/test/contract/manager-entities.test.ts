// Contract tests (PRODUCT.md "Wire format"): each entity of spec §3 that a manager's calls carry, on
// REAL answers (signed in as the demo manager01 on the demo seed), with the spec's names and types at
// the top level; the four lists of §7 as bare arrays with X-Total-Count. docs/api-compatibility.md
// lists every field with the test that checks it here.
import type { LightMyRequestResponse } from 'fastify';
import { useDemoCaller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import {
  APPLY_ENTRY,
  CAREGIVER_MAIN_CARD,
  CENTER_PROFILE,
  ELDER_LIST_ITEM,
  MANAGER_BOOKMARK,
  MANAGER_MY_PAGE,
  OUTGOING_CONTACT,
  TASK_FLAGS,
  expectSpecShape,
} from './spec-fields';

const t = useTestApp({}, { seed: true });
const manager = useDemoCaller(t, 'manager01');

async function ok(res: Promise<LightMyRequestResponse>) {
  const r = await res;
  expect(r.statusCode).toBe(200);
  return r;
}

/** A list of §7: a bare array, the total in X-Total-Count (at least the page's length). */
async function bareList(url: string): Promise<{ items: Record<string, unknown>[]; total: number }> {
  const res = await ok(manager('GET', url));
  const items = res.json();
  expect(Array.isArray(items)).toBe(true);
  expect(res.headers['x-total-count']).toMatch(/^\d+$/);
  const total = Number(res.headers['x-total-count']);
  expect(total).toBeGreaterThanOrEqual(items.length);
  return { items, total };
}

let elderIds: number[] = [];
beforeAll(async () => {
  elderIds = ((await ok(manager('GET', '/api/manager/elder'))).json() as { elderId: number }[]).map(
    (e) => e.elderId,
  );
});

/** Every item of one list over all of manager01's elders (and tabs); never empty. */
async function acrossElders(path: string, tabs: string[] = ['']) {
  const all: Record<string, unknown>[] = [];
  for (const elderId of elderIds) {
    for (const tab of tabs) all.push(...(await bareList(`${path}?elderId=${elderId}${tab}`)).items);
  }
  expect(all.length).toBeGreaterThan(0);
  return all;
}

const bothTabs = ['&tab=pending', '&tab=approved'];

describe('spec §3 Elder list item', () => {
  it('GET /api/manager/elder: elderId and elderName', async () => {
    const list = (await ok(manager('GET', '/api/manager/elder'))).json();
    expect(list.length).toBeGreaterThan(0);
    for (const elder of list) expectSpecShape(elder, ELDER_LIST_ITEM);
  });
});

describe('spec §3 Caregiver main card', () => {
  it('GET /api/manager/elder/individual: a bare array of cards, paged, total in X-Total-Count', async () => {
    const url = `/api/manager/elder/individual?elderId=${elderIds[0]}&distance=5km이내`;
    const { items, total } = await bareList(url);
    expect(items.length).toBeGreaterThan(0);
    for (const card of items) {
      expectSpecShape(card, CAREGIVER_MAIN_CARD);
      expectSpecShape(card.possibleTasks, TASK_FLAGS);
    }
    const second = await bareList(`${url}&page=1&size=1`);
    expect(second.total).toBe(total);
    expect(second.items.map((c) => c.caregiverId)).toEqual(items.slice(1, 2).map((c) => c.caregiverId));
  });

  it('GET /api/manager/{caregiverId}, with and without an elder: the card fields at the top level', async () => {
    const [card] = (await bareList(`/api/manager/elder/individual?elderId=${elderIds[0]}&distance=5km이내`))
      .items;
    const caregiverId = card?.caregiverId as number;
    for (const query of [`?elderId=${elderIds[0]}`, '']) {
      const detail = (await ok(manager('GET', `/api/manager/${caregiverId}${query}`))).json();
      expectSpecShape(detail, { ...CAREGIVER_MAIN_CARD, resumeId: 'number' });
      expectSpecShape(detail.possibleTasks, TASK_FLAGS);
    }
  });
});

describe('spec §3 Apply entry (manager view)', () => {
  it('GET /api/manager/apply (대기 and 수락): bare arrays of entries; POST accept answers one', async () => {
    const entries = await acrossElders('/api/manager/apply', bothTabs);
    for (const entry of entries) {
      expectSpecShape(entry, APPLY_ENTRY);
      expectSpecShape(entry.satisfyTasks, TASK_FLAGS);
    }
    const pending = entries.find((e) => e.status === 'pending');
    expect(pending).toBeDefined();
    const accepted = (await ok(manager('POST', `/api/manager/apply/${pending?.applyId}`))).json();
    expectSpecShape(accepted, APPLY_ENTRY);
  });
});

describe('spec §3 Outgoing contact (manager)', () => {
  it('GET /api/manager/contact (대기 and 수락) and one contact: the spec fields', async () => {
    const contacts = await acrossElders('/api/manager/contact', bothTabs);
    for (const contact of contacts) {
      expectSpecShape(contact, OUTGOING_CONTACT);
      expectSpecShape(contact.possibleTasks, TASK_FLAGS);
    }
    const one = await ok(manager('GET', `/api/manager/contact/${contacts[0]?.managerContactId}`));
    expectSpecShape(one.json(), OUTGOING_CONTACT);
  });
});

describe('spec §3 Manager bookmark', () => {
  it('GET /api/manager/bookmark: a bare array of bookmarks with the spec fields', async () => {
    for (const bookmark of await acrossElders('/api/manager/bookmark')) {
      expectSpecShape(bookmark, MANAGER_BOOKMARK);
    }
  });
});

describe('spec §3 Manager my-page and Center profile', () => {
  it('GET /api/manager/mypage: the ten fields with their types', async () => {
    expectSpecShape((await ok(manager('GET', '/api/manager/mypage'))).json(), MANAGER_MY_PAGE);
  });

  it('PATCH /api/manager/{centerId} {oneLineIntro, hasCar, centerId}: center, hasCar, shortPr, centerId', async () => {
    const { centerId } = (await ok(manager('GET', '/api/manager/mypage'))).json();
    const res = await ok(
      manager('PATCH', `/api/manager/${centerId}`, {
        oneLineIntro: '믿고 맡기는 센터예요',
        hasCar: true,
        centerId,
      }),
    );
    expectSpecShape(res.json(), CENTER_PROFILE);
    expect(res.json()).toMatchObject({
      shortPr: '믿고 맡기는 센터예요',
      oneLineIntro: '믿고 맡기는 센터예요',
    });
  });
});

describe('§7 queries as the spec’s old client sends them (issue 30)', () => {
  it('distance: `3km`/`5km` and spaces (`도보20분 이내`) mean the four values', async () => {
    const elderId = elderIds[0];
    const list = async (distance: string) =>
      bareList(`/api/manager/elder/individual?elderId=${elderId}&distance=${encodeURIComponent(distance)}`);
    for (const [written, canonical] of [
      ['3km', '3km이내'],
      ['5km', '5km이내'],
      ['도보20분 이내', '도보20분이내'],
      [' 3km 이내 ', '3km이내'],
      ['도보15분', '도보15분이내'],
    ] as const) {
      expect({ written, list: await list(written) }).toEqual({ written, list: await list(canonical) });
    }
    expect((await list('5km')).items.length).toBeGreaterThan(0);
    const bad = await manager('GET', `/api/manager/elder/individual?elderId=${elderId}&distance=10km`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('거리를 다시 선택해주세요.');
  });

  it('an empty `name=` means every elder on the lists; the candidate search still asks for one', async () => {
    for (const url of [
      '/api/manager/apply?tab=pending',
      '/api/manager/contact?tab=pending',
      '/api/manager/contact?tab=approved',
      '/api/manager/bookmark?',
    ]) {
      const everyElder = await bareList(url);
      expect({ url, list: await bareList(`${url}&name=`) }).toEqual({ url, list: everyElder });
    }
    const res = await manager('GET', '/api/manager/elder/individual?name=&distance=3km');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('어르신을 선택해주세요.');
  });
});
