// PRODUCT.md "Lists across elders": 받은 지원함, 보낸 연락함 and 저장함 without `elderId=`/`name=` show
// every elder of the manager, newest first, each item naming its elder; with one they are filtered.
// 내 정보's counts agree with the lists.
import type { ApplyEntry, ManagerBookmark, OutgoingContact } from '@dolbom/shared-api/contracts';
import { applies, contacts, managerBookmarks } from '../../src/db/schema';
import { countedList, useManagerDemo } from './helpers';

const { t, manager, other, elders } = useManagerDemo();

async function all<T>(path: string, query = '') {
  const res = await manager('GET', `${path}${query}`);
  expect(res.statusCode).toBe(200);
  return countedList<T>(res);
}
const newestFirst = (dates: string[]) => [...dates].sort().reverse();

describe('the manager lists without an elder', () => {
  it('받은 지원함 lists the applies of every elder of the manager, newest first, with the elder named', async () => {
    const { content, totalElements } = await all<ApplyEntry>('/api/manager/apply', '?tab=pending');
    const [rows] = await Promise.all([t.app.db.select().from(applies)]);
    const ownIds = new Set(Object.values(elders));
    const expected = rows.filter((a) => ownIds.has(a.elderId) && a.status === 'pending');
    expect(totalElements).toBe(expected.length);
    expect(new Set(content.map((a) => a.elderId)).size).toBeGreaterThan(1);
    for (const a of content)
      expect(a.elderName).toBe(Object.keys(elders).find((n) => elders[n] === a.elderId));
    expect(content.map((a) => a.createdAt)).toEqual(newestFirst(content.map((a) => a.createdAt)));
    const one = await all<ApplyEntry>('/api/manager/apply', `?tab=pending&elderId=${elders['이말순']}`);
    expect(one.content.length).toBeGreaterThan(0);
    expect(one.content.every((a) => a.elderId === elders['이말순'] && a.elderName === '이말순')).toBe(true);
    // Another manager sees none of these.
    const theirs = countedList<ApplyEntry>(await other('GET', '/api/manager/apply?tab=pending'));
    expect(theirs.content.some((a) => ownIds.has(a.elderId))).toBe(false);
  });

  it('보낸 연락함 and 저장함 list every elder’s items; 내 정보 counts agree with the lists', async () => {
    const sent = await all<OutgoingContact>('/api/manager/contact');
    const sentAccepted = await all<OutgoingContact>('/api/manager/contact', '?tab=approved');
    const saved = await all<ManagerBookmark>('/api/manager/bookmark');
    const received = await all<ApplyEntry>('/api/manager/apply');
    const receivedAccepted = await all<ApplyEntry>('/api/manager/apply', '?tab=approved');
    const ownIds = new Set(Object.values(elders));
    for (const item of [...sent.content, ...saved.content]) {
      expect(ownIds.has(item.elderId)).toBe(true);
      expect(item.elderName).toBe(Object.keys(elders).find((n) => elders[n] === item.elderId));
    }
    expect(saved.totalElements).toBe(
      (await t.app.db.select().from(managerBookmarks)).filter((b) => ownIds.has(b.elderId)).length,
    );
    expect(sent.totalElements + sentAccepted.totalElements).toBe(
      (await t.app.db.select().from(contacts)).filter((c) => ownIds.has(c.elderId)).length,
    );
    const me = (await manager('GET', '/api/manager/mypage')).json();
    expect(me.sentContacts).toBe(sent.totalElements + sentAccepted.totalElements);
    expect(me.bookmarks).toBe(saved.totalElements);
    expect(me.applys).toBe(received.totalElements + receivedAccepted.totalElements);
  });

  it('pages each box with the total in X-Total-Count, also past the last page and for one elder', async () => {
    for (const [path, query] of [
      ['/api/manager/apply', '?tab=pending'],
      ['/api/manager/contact', '?tab=pending'],
      ['/api/manager/bookmark', '?'],
    ] as const) {
      const whole = await all<{ elderId: number }>(path, `${query}&size=50`);
      expect({ path, n: whole.totalElements }).toEqual({ path, n: whole.content.length });
      const pages = [];
      for (let page = 0; page * 2 < whole.totalElements; page++) {
        const one = await all<{ elderId: number }>(path, `${query}&size=2&page=${page}`);
        expect({ path, total: one.totalElements }).toEqual({ path, total: whole.totalElements });
        pages.push(...one.content);
      }
      expect(pages).toEqual(whole.content);
      const past = await all(path, `${query}&size=2&page=40`);
      expect({ path, past: past.content, total: past.totalElements }).toEqual({
        path,
        past: [],
        total: whole.totalElements,
      });
      const elderId = whole.content[0]?.elderId;
      if (elderId === undefined) continue;
      const ofElder = await all<{ elderId: number }>(path, `${query}&size=50&elderId=${elderId}`);
      expect(ofElder.content).toEqual(whole.content.filter((i) => i.elderId === elderId));
      expect(ofElder.totalElements).toBe(ofElder.content.length);
      const ofElderPast = await all(path, `${query}&size=1&page=40&elderId=${elderId}`);
      expect(ofElderPast.totalElements).toBe(ofElder.totalElements);
    }
  });

  it('still answers 404 for another manager’s elder', async () => {
    for (const path of ['/api/manager/apply', '/api/manager/contact', '/api/manager/bookmark']) {
      expect((await other('GET', `${path}?elderId=${elders['김순례']}`)).statusCode).toBe(404);
    }
  });
});
