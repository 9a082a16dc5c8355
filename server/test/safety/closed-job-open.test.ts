// A caregiver who closed their job search is not reachable by id: a manager's detail, contact and
// bookmark answer 404, except where that manager already has something with them (a contact, an
// apply to one of their elders, a bookmark).
import { managerBookmarks } from '../../src/db/schema';
import { newApply, newCaregiver, newContact, newElder, useCaregiverDemo } from '../caregiver/fixtures';
import { demoHeaders, userIdOf } from '../helpers/users';

const { t, send, managerHeaders } = useCaregiverDemo();
let managerId: number;
let otherHeaders: Record<string, string>;
beforeAll(async () => {
  managerId = await userIdOf(t.app, 'manager01');
  otherHeaders = await demoHeaders(t.app, 'manager02');
});

const contactBody = (elderId: number, caregiverId: number) => ({
  caregiverId,
  elderId,
  workType: '방문 요양',
  wageType: '시급',
  wage: 14000,
  phone: '010-2345-6701',
  message: '오전 방문 요양 부탁드려요.',
});

async function reach(caregiverId: number, elderId: number, headers = managerHeaders) {
  const detail = await send('GET', `/api/manager/${caregiverId}?elderId=${elderId}`, headers);
  return detail.statusCode;
}

describe('a caregiver with a closed job search', () => {
  it('is 404 to a manager without a relationship: detail, contact and bookmark', async () => {
    const open = await newCaregiver(t.app);
    const closed = await newCaregiver(t.app, { jobOpen: false });
    const elder = await newElder(t.app, managerId);
    expect(await reach(open.id, elder.id)).toBe(200);
    expect(await reach(closed.id, elder.id)).toBe(404);
    const contact = await send(
      'POST',
      '/api/manager/contact',
      managerHeaders,
      contactBody(elder.id, closed.id),
    );
    expect(contact.statusCode).toBe(404);
    const bookmark = await send('POST', '/api/manager/bookmark', managerHeaders, {
      elderId: elder.id,
      caregiverId: closed.id,
    });
    expect(bookmark.statusCode).toBe(404);
    // The open one can be contacted and saved.
    expect(
      (await send('POST', '/api/manager/contact', managerHeaders, contactBody(elder.id, open.id))).statusCode,
    ).toBe(201);
  });

  it('stays reachable for a manager who contacted them, had their apply or saved them', async () => {
    const elder = await newElder(t.app, managerId);
    const contacted = await newCaregiver(t.app, { jobOpen: false });
    await newContact(t.app, { elderId: elder.id, caregiverId: contacted.id, managerId, status: 'accepted' });
    const applied = await newCaregiver(t.app, { jobOpen: false });
    await newApply(t.app, { elderId: elder.id, caregiverId: applied.id });
    const saved = await newCaregiver(t.app, { jobOpen: false });
    await t.app.db.insert(managerBookmarks).values({ managerId, elderId: elder.id, caregiverId: saved.id });

    for (const c of [contacted, applied, saved]) expect(await reach(c.id, elder.id)).toBe(200);
    // A new contact to the one who applied; a bookmark of the one contacted.
    expect(
      (await send('POST', '/api/manager/contact', managerHeaders, contactBody(elder.id, applied.id)))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await send('POST', '/api/manager/bookmark', managerHeaders, {
          elderId: elder.id,
          caregiverId: contacted.id,
        })
      ).statusCode,
    ).toBe(201);

    // Another manager has no relationship with them.
    const otherId = await userIdOf(t.app, 'manager02');
    const otherElder = await newElder(t.app, otherId);
    for (const c of [contacted, applied, saved])
      expect(await reach(c.id, otherElder.id, otherHeaders)).toBe(404);
  });
});
