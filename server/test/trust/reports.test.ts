// 신고하기 (issue 13): a caregiver reports an elder posting or her contact, a manager a caregiver; the
// target must be one the reporter can see; one report per reporter and target; operators list and
// resolve them (audited).
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema';
import { useDemoHeaders, requests, type Headers } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { userIdOf } from '../helpers/users';
import { newCaregiver, newElder } from '../caregiver/fixtures';

const t = useTestApp({}, { seed: true });
const { get, post, send } = requests(t);
const caregiver = useDemoHeaders(t, 'caregiver01');
const otherCaregiver = useDemoHeaders(t, 'caregiver02');
const manager = useDemoHeaders(t, 'manager01');
const admin = useDemoHeaders(t, 'admin01');

const report = (headers: Headers, role: 'caregiver' | 'manager', body: object, extra: Headers = {}) =>
  send('POST', `/api/${role}/reports`, { ...headers, ...extra }, body);

let elderId = 0;
let contactId = 0;
beforeAll(async () => {
  const near = await get('/api/caregiver/near/all?range=5&size=1', caregiver);
  elderId = near.json().content[0].elderId;
  const contacts = await get('/api/caregiver/mypage/contacts?tab=pending', caregiver);
  contactId = contacts.json().content[0].contactId;
});

describe('POST /api/caregiver/reports', () => {
  it('reports an elder she can see, once: the second time is 409 이미 신고했어요', async () => {
    const body = { targetType: 'ELDER', targetId: elderId, reason: 'WRONG_INFO', text: ' 주소가 달라요 ' };
    const first = await report(caregiver, 'caregiver', body, { 'idempotency-key': 'report-elder-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ reportId: expect.any(Number), status: 'OPEN' });
    // A retried tap (same Idempotency-Key) answers the first 201, not a conflict.
    const retry = await report(caregiver, 'caregiver', body, { 'idempotency-key': 'report-elder-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const second = await report(caregiver, 'caregiver', { ...body, reason: 'MONEY', text: '' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: '이미 신고했어요', code: 'CONFLICT' });
    // Another caregiver may report the same elder.
    expect((await report(otherCaregiver, 'caregiver', body)).statusCode).toBe(201);
  });

  it('reports her own contact, but not another caregiver’s (404), nor an elder that does not exist', async () => {
    const body = { targetType: 'CONTACT', targetId: contactId, reason: 'INAPPROPRIATE', text: '' };
    expect((await report(otherCaregiver, 'caregiver', body)).statusCode).toBe(404);
    expect((await report(caregiver, 'caregiver', body)).statusCode).toBe(201);
    const missing = await report(caregiver, 'caregiver', { ...body, targetType: 'ELDER', targetId: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('checks the form’s rules: a reason from the list, text for 기타, 200 characters, no caregiver target', async () => {
    const base = { targetType: 'ELDER', targetId: elderId };
    const cases: [object, string][] = [
      [{ ...base, reason: 'OTHER', text: '  ' }, '기타를 고르셨다면 내용을 적어주세요.'],
      [{ ...base, reason: 'NOPE' }, '신고 이유를 골라주세요.'],
      [{ ...base, reason: 'MONEY', text: '가'.repeat(201) }, '내용은 200자 이내로 입력해주세요.'],
      [{ targetType: 'CAREGIVER', targetId: 1, reason: 'MONEY' }, '신고할 대상을 확인해주세요.'],
    ];
    for (const [body, message] of cases) {
      const res = await report(otherCaregiver, 'caregiver', body);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fields ?? {})).toContain(message);
    }
  });

  it('is the caregiver’s: a manager or an operator gets 403, no token 401', async () => {
    const body = { targetType: 'ELDER', targetId: elderId, reason: 'MONEY' };
    expect((await report(manager, 'caregiver', body)).statusCode).toBe(403);
    expect((await report(admin, 'caregiver', body)).statusCode).toBe(403);
    expect((await report({}, 'caregiver', body)).statusCode).toBe(401);
  });
});

describe('POST /api/manager/reports', () => {
  it('reports a caregiver with a resume; one without (not visible) is 404', async () => {
    const id = await userIdOf(t.app, 'caregiver03');
    const body = { targetType: 'CAREGIVER', targetId: id, reason: 'OTHER', text: '연락이 안 돼요' };
    expect((await report(manager, 'manager', body)).statusCode).toBe(201);
    expect((await report(manager, 'manager', body)).statusCode).toBe(409);
    const hidden = await userIdOf(t.app, 'caregiver09');
    expect((await report(manager, 'manager', { ...body, targetId: hidden })).statusCode).toBe(404);
    expect((await report(caregiver, 'manager', body)).statusCode).toBe(403);
    const elder = await report(manager, 'manager', { ...body, targetType: 'ELDER', targetId: elderId });
    expect(elder.statusCode).toBe(400);
  });
});

describe('operators', () => {
  it('list reports newest first with reporter, target label, the account behind it and the reason', async () => {
    for (const h of [caregiver, manager]) expect((await get('/api/admin/reports', h)).statusCode).toBe(403);
    const res = await get('/api/admin/reports', admin);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalElements).toBe(4);
    expect(page.content[0]).toMatchObject({
      reporter: { loginId: 'manager01', role: 'ROLE_MANAGER' },
      targetType: 'CAREGIVER',
      targetUser: { loginId: 'caregiver03' },
      reason: 'OTHER',
      reasonLabel: '기타',
      text: '연락이 안 돼요',
      status: 'OPEN',
      resolvedBy: null,
    });
    expect(page.content[0].targetLabel).toMatch(/^요양보호사 /);
    const elderReport = page.content.find(
      (r: { reporter: { loginId: string }; targetType: string }) =>
        r.reporter.loginId === 'caregiver01' && r.targetType === 'ELDER',
    );
    expect(elderReport).toMatchObject({
      targetId: elderId,
      reasonLabel: '연락처·정보가 사실과 달라요',
      text: '주소가 달라요',
      targetUser: { role: 'ROLE_MANAGER' },
    });
    expect(elderReport.targetLabel).toMatch(/^어르신 /);
  });

  it('resolve a report once (audited); then the list shows it resolved', async () => {
    const [first] = (await get('/api/admin/reports?status=OPEN', admin)).json().content;
    const res = await post(`/api/admin/reports/${first.id}/resolve`, admin, { note: '센터에 확인함' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'RESOLVED',
      resolvedBy: { loginId: 'admin01' },
      resolutionNote: '센터에 확인함',
    });
    const rows = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.resolve'), eq(auditLog.targetId, String(first.id))));
    expect(rows).toHaveLength(1);
    // Issue 30: the reporter hears the outcome — the reason she gave, never the operator's note.
    const reporter = first.reporter.loginId === 'caregiver01' ? caregiver : manager;
    const told = (await get('/api/notifications', reporter)).json().content;
    const outcome = told.find((n: { type: string }) => n.type === 'report_resolved');
    expect(outcome).toMatchObject({ refId: first.id, text: '신고하신 내용을 처리했어요.' });
    expect(JSON.stringify(outcome)).not.toContain('센터에 확인함');
    const again = await post(`/api/admin/reports/${first.id}/resolve`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 처리한 신고예요.');
    expect((await get('/api/admin/reports?status=RESOLVED', admin)).json().totalElements).toBe(1);
    expect((await get('/api/admin/reports?status=OPEN', admin)).json().totalElements).toBe(3);
    expect((await post('/api/admin/reports/999999/resolve', admin, {})).statusCode).toBe(404);
    expect((await post(`/api/admin/reports/${first.id}/resolve`, manager, {})).statusCode).toBe(403);
  });
});

describe('reports per hour (issue 29)', () => {
  it('takes 10 reports an hour from one person, then a Korean 429 until the hour is over', async () => {
    // A caregiver with 12 postings in reach (all of manager01, 500 m away).
    const { headers: reporter } = await newCaregiver(t.app);
    const managerId = await userIdOf(t.app, 'manager01');
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await newElder(t.app, managerId)).id);
    const body = (targetId: number) => ({ targetType: 'ELDER', targetId, reason: 'WRONG_INFO', text: '' });
    const answers = await Promise.all(ids.slice(0, 10).map((id) => report(reporter, 'caregiver', body(id))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const refused = await report(reporter, 'caregiver', body(ids[10]!));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: '신고는 한 시간에 10번까지 할 수 있어요. 60분 후에 다시 시도해주세요.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Someone else is not held back; and once her hour is over she may report again.
    expect((await report(otherCaregiver, 'caregiver', body(ids[10]!))).statusCode).toBe(201);
    await t.app.db.execute(
      sql`update hourly_limits set window_start = window_start - interval '61 minutes' where action = 'report'`,
    );
    expect((await report(reporter, 'caregiver', body(ids[11]!))).statusCode).toBe(201);
  });
});
