// The caregiver's bookmark calls take the state wanted: a retried "save" stays saved (a toggle would
// silently unsave). Without a body they still toggle, as the spec says (older clients).
import { newCaregiver, newContact, newElder, useCaregiverDemo } from '../caregiver/fixtures';
import { userIdOf } from '../helpers/users';

const { t, post, send } = useCaregiverDemo();
let managerId: number;
beforeAll(async () => {
  managerId = await userIdOf(t.app, 'manager01');
});

const saved = async (headers: Record<string, string>) =>
  (await send('GET', '/api/caregiver/mypage/bookmarks?page=0&size=50', headers))
    .json()
    .content.map((e: { elderId: number }) => e.elderId);

describe('POST /api/caregiver/near/bookmark?elderId= with { bookmarked }', () => {
  it('the same request twice with bookmarked=true keeps the elder saved; false unsaves, twice too', async () => {
    const me = await newCaregiver(t.app);
    const elder = await newElder(t.app, managerId);
    const url = `/api/caregiver/near/bookmark?elderId=${elder.id}`;
    for (let i = 0; i < 2; i++) {
      const res = await post(url, me.headers, { bookmarked: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ bookmarked: true });
    }
    expect(await saved(me.headers)).toEqual([elder.id]);
    for (let i = 0; i < 2; i++) {
      expect((await post(url, me.headers, { bookmarked: false })).json()).toEqual({ bookmarked: false });
    }
    expect(await saved(me.headers)).toEqual([]);
  });

  it('without a body still toggles', async () => {
    const me = await newCaregiver(t.app);
    const elder = await newElder(t.app, managerId);
    const url = `/api/caregiver/near/bookmark?elderId=${elder.id}`;
    expect((await post(url, me.headers)).json()).toEqual({ bookmarked: true });
    expect((await post(url, me.headers)).json()).toEqual({ bookmarked: false });
  });

  it('refuses a state that is not a boolean', async () => {
    const me = await newCaregiver(t.app);
    const elder = await newElder(t.app, managerId);
    const res = await post(`/api/caregiver/near/bookmark?elderId=${elder.id}`, me.headers, {
      bookmarked: 'yes',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/caregiver/main/bookmark?contact= with { bookmarked }', () => {
  it('the same request twice with bookmarked=true keeps the contact’s elder saved', async () => {
    const me = await newCaregiver(t.app);
    const elder = await newElder(t.app, managerId);
    const contact = await newContact(t.app, { elderId: elder.id, caregiverId: me.id, managerId });
    const url = `/api/caregiver/main/bookmark?contact=${contact.id}`;
    expect((await post(url, me.headers, { bookmarked: true })).json()).toEqual({ bookmarked: true });
    expect((await post(url, me.headers, { bookmarked: true })).json()).toEqual({ bookmarked: true });
    expect(await saved(me.headers)).toEqual([elder.id]);
  });
});
