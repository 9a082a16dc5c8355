// 근로계약서 (issue 33) on the demo seed: manager01 (김복지) proposes a job to caregiver01 (박정숙) on 박영수
// (월·수·금 13–17, an accepted contact), makes the contract from the form's first values, the server's
// checks (same days and hours as the job, the law's breaks, the year's minimum wage), she asks for one
// change, he makes version 2, both sign (twice is once), both download the same stored PDF whose text
// carries the fields, both names and the content hash on every page; earlier versions stay readable, a
// change after signing is a new version; every view, signature and download is recorded; only the two
// parties read it.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CONTRACT_MESSAGES,
  koreanDate,
  minimumHourlyWage,
  minimumWageMessage,
  yearOf,
  type AppNotification,
  type ContractBody,
  type ContractDetail,
  type JobContract,
} from '@dolbom/shared-api/contracts';
import { contractEvents, contractSignatures, managers } from '../../src/db/schema';
import { pdfPagesText } from '../helpers/pdf-text';
import { useDemoCaller, type Caller } from '../helpers/requests';
import { bearer, createUser, login, userIdOf } from '../helpers/users';
import { useManagerDemo } from '../manager/helpers';

const M = CONTRACT_MESSAGES;
const { t, manager, other, caregiver, elders: elderIds } = useManagerDemo();
const caregiver2 = useDemoCaller(t, 'caregiver02');
const admin = useDemoCaller(t, 'admin01');

const day = (start: string, end: string) => ({ start, end });
const week = (days: number[], start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? day(start, end) : null));
/** A signature drawn with a finger: two strokes in the 1000 × 400 box. */
const strokes = [
  [
    [80, 300],
    [200, 120],
    [320, 280],
    [460, 100],
  ],
  [
    [520, 260],
    [700, 200],
    [900, 240],
  ],
];

async function notifications(who: Caller): Promise<AppNotification[]> {
  const res = await who('GET', '/api/notifications?size=50');
  expect(res.statusCode).toBe(200);
  return (res.json() as { content: AppNotification[] }).content;
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let jobId = 0;
let draft: ContractBody;
let contract: ContractDetail;
/** A verified colleague of manager01's center: not a party. */
let colleague: Caller;

beforeAll(async () => {
  const conns = (await manager('GET', `/api/manager/connections?elderId=${elderIds['박영수']}`)).json()
    .content as { connectionId: number; caregiverName: string }[];
  const withHer = conns.find((c) => c.caregiverName === '박정숙')!;
  const proposed = await manager('POST', '/api/manager/jobs', {
    connectionId: withHer.connectionId,
    startDate: koreanDate(new Date()),
    schedule: week([0, 2, 4], '13:00', '17:00'),
    hourlyWage: 12_000,
    workType: '방문 요양',
    keepOpen: false,
  });
  expect(proposed.statusCode).toBe(201);
  jobId = proposed.json().jobId;

  const [own] = await t.app.db
    .select({ centerId: managers.centerId })
    .from(managers)
    .where(eq(managers.userId, await userIdOf(t.app, 'manager01')));
  const user = await createUser(t.app, 'ROLE_MANAGER');
  await t.app.db.insert(managers).values({ userId: user.id, centerId: own!.centerId, status: 'VERIFIED' });
  const { session } = await login(t.app, user.loginId);
  colleague = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: bearer(session.access),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
});

describe('근로계약서', () => {
  it('the manager’s form starts from the job and the profiles, with the breaks the law asks', async () => {
    const res = await manager('GET', `/api/manager/jobs/${jobId}/contract`);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as JobContract;
    expect(answer.contractId).toBeNull();
    draft = answer.draft!;
    expect(draft).toMatchObject({
      startDate: koreanDate(new Date()),
      endDate: null,
      hourlyWage: 12_000,
      payDay: 10,
      payMethod: '계좌 입금',
      extra: '',
    });
    expect(draft.duties).toMatch(/^방문 요양/);
    // Four hours a day: 30 minutes of 휴게 in the middle, so 3h30 of work.
    expect(draft.days[0]).toEqual({ start: '13:00', end: '17:00', breakStart: '14:30', breakEnd: '15:00' });
    expect(draft.days[1]).toBeNull();
    // Her part of it: the contract id once there is one, never the form.
    expect((await caregiver('GET', `/api/caregiver/jobs/${jobId}/contract`)).json()).toEqual({
      jobId,
      contractId: null,
      draft: null,
    });
  });

  it('refuses a wage below the minimum, other hours than the job’s and too short a break, field by field', async () => {
    const url = `/api/manager/jobs/${jobId}/contract`;
    const minimum = minimumHourlyWage(yearOf(new Date()));
    const low = await manager('POST', url, { ...draft, hourlyWage: minimum - 1 });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toEqual({ hourlyWage: minimumWageMessage(minimum, yearOf(new Date())) });

    const days = draft.days.map((d) => (d ? { ...d } : null));
    days[0] = { start: '14:00', end: '17:00', breakStart: null, breakEnd: null };
    const moved = await manager('POST', url, { ...draft, days });
    expect(moved.json().fields).toEqual({ days: M.days });
    const extraDay = draft.days.map((d, i) => (i === 1 ? draft.days[0]! : d));
    expect((await manager('POST', url, { ...draft, days: extraDay })).json().fields).toEqual({
      days: M.days,
    });

    const noBreak = draft.days.map((d) => (d ? { ...d, breakStart: null, breakEnd: null } : null));
    const short = await manager('POST', url, { ...draft, days: noBreak });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.days).toBe(
      '월·수·금 휴게 시간이 부족해요. 하루 4시간 이상 일하면 30분, 8시간 이상이면 1시간 이상 쉬어야 해요.',
    );
    const outside = draft.days.map((d) => (d ? { ...d, breakStart: '16:45', breakEnd: '17:15' } : null));
    expect((await manager('POST', url, { ...draft, days: outside })).json().fields).toEqual({
      days: M.breakInside,
    });
    const ended = await manager('POST', url, { ...draft, endDate: draft.startDate });
    expect(ended.json().fields).toEqual({ endDate: M.endDate });
  });

  it('makes version 1 (the same fields again make nothing new) and tells her', async () => {
    const res = await manager('POST', `/api/manager/jobs/${jobId}/contract`, draft);
    expect(res.statusCode).toBe(201);
    contract = res.json() as ContractDetail;
    expect(contract).toMatchObject({
      jobId,
      version: 1,
      latestVersion: 1,
      summary: '월·수·금 13시~17시, 시급 12,000원, 매월 10일 계좌로',
      signatures: { caregiver: null, manager: null },
      completedAt: null,
      canSign: true,
    });
    expect(contract.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(contract.fields).toMatchObject({
      employer: { centerName: '강남개포재가노인복지센터', managerName: '김복지' },
      employee: { name: '박정숙', birthYear: expect.any(Number) },
      weeklyWorkMinutes: 3 * 210,
      juhyu: false,
    });
    // The workplace is the elder's 동, never the door or the family's phone.
    expect(contract.fields.workplace).toMatch(/^[가-힣]+구 [가-힣0-9]+동$/);
    const again = await manager('POST', `/api/manager/jobs/${jobId}/contract`, draft);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ contractId: contract.contractId, version: 1, latestVersion: 1 });

    const told = (await notifications(caregiver)).filter((n) => n.type === 'contract_ready');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      refId: contract.contractId,
      target: `/contracts/${contract.contractId}`,
    });
    expect(told[0]!.title).not.toContain('박영수');
    expect((await caregiver('GET', `/api/caregiver/jobs/${jobId}/contract`)).json().contractId).toBe(
      contract.contractId,
    );
  });

  it('only the two parties read it: another manager of the center, another caregiver, the wrong role', async () => {
    const id = contract.contractId;
    const sign = { version: 1, name: '이사랑', strokes };
    for (const who of [other, colleague]) {
      expect((await who('GET', `/api/manager/contracts/${id}`)).statusCode).toBe(404);
      expect((await who('GET', `/api/manager/contracts/${id}/pdf`)).statusCode).toBe(404);
      expect((await who('POST', `/api/manager/contracts/${id}/sign`, sign)).statusCode).toBe(404);
      expect((await who('GET', `/api/manager/jobs/${jobId}/contract`)).statusCode).toBe(404);
      expect((await who('POST', `/api/manager/jobs/${jobId}/contract`, draft)).statusCode).toBe(404);
    }
    expect((await caregiver2('GET', `/api/caregiver/contracts/${id}`)).statusCode).toBe(404);
    expect((await caregiver2('POST', `/api/caregiver/contracts/${id}/sign`, sign)).statusCode).toBe(404);
    expect(
      (
        await caregiver2('POST', `/api/caregiver/contracts/${id}/change-requests`, {
          version: 1,
          section: 'wage',
          text: '고쳐주세요',
        })
      ).statusCode,
    ).toBe(404);
    expect((await caregiver('GET', `/api/manager/contracts/${id}`)).statusCode).toBe(403);
    expect((await caregiver('POST', `/api/manager/jobs/${jobId}/contract`, draft)).statusCode).toBe(403);
    expect((await manager('GET', `/api/caregiver/contracts/${id}`)).statusCode).toBe(403);
    expect((await manager('POST', `/api/caregiver/contracts/${id}/change-requests`, {})).statusCode).toBe(
      403,
    );
  });

  it('operators read it only once a party reported it, and the read is audited', async () => {
    const id = contract.contractId;
    const report = { targetType: 'CONTRACT', targetId: id, reason: 'MONEY', text: '계약서와 다르게 줘요' };
    expect((await admin('GET', `/api/admin/contracts/${id}`)).statusCode).toBe(404);
    // Only a party can report it: another caregiver and another manager cannot even see it.
    expect((await caregiver2('POST', '/api/caregiver/reports', report)).statusCode).toBe(404);
    expect((await other('POST', '/api/manager/reports', report)).statusCode).toBe(404);
    expect((await caregiver('GET', `/api/admin/contracts/${id}`)).statusCode).toBe(403);

    const sent = await caregiver('POST', '/api/caregiver/reports', report);
    expect(sent.statusCode).toBe(201);
    const reports = (await admin('GET', '/api/admin/reports?status=OPEN&size=50')).json() as {
      content: {
        targetType: string;
        targetId: number;
        targetLabel: string;
        targetUser: { loginId: string };
      }[];
    };
    const listed = reports.content.find((r) => r.targetType === 'CONTRACT' && r.targetId === id);
    expect(listed?.targetLabel).toMatch(new RegExp(`^근로계약서 #${id} · .+ · 박정숙 요양보호사$`));
    // The report is about the other party: the manager who made the contract.
    expect(listed?.targetUser.loginId).toBe('manager01');

    const read = await admin('GET', `/api/admin/contracts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ contractId: id, canSign: false, fields: contract.fields });
    const audit = (await admin('GET', '/api/admin/audit?kind=read&size=5')).json() as {
      content: { action: string; targetType: string; targetId: string }[];
    };
    expect(audit.content[0]).toMatchObject({
      action: 'read.contract',
      targetType: 'contract',
      targetId: String(id),
    });
  });

  it('she reads it and asks for one change; he is told and makes version 2', async () => {
    const id = contract.contractId;
    const hers = await caregiver('GET', `/api/caregiver/contracts/${id}`);
    expect(hers.statusCode).toBe(200);
    expect(hers.json()).toMatchObject({ version: 1, canSign: true, summary: contract.summary });

    const body = { version: 1, section: 'wage', text: '  월급날을 25일로\r\n해주세요  ' };
    const asked = await caregiver('POST', `/api/caregiver/contracts/${id}/change-requests`, body);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().changeRequests).toEqual([
      expect.objectContaining({
        version: 1,
        section: 'wage',
        text: '월급날을 25일로\n해주세요',
        answered: false,
      }),
    ]);
    const empty = await caregiver('POST', `/api/caregiver/contracts/${id}/change-requests`, {
      ...body,
      text: ' ',
    });
    expect(empty.statusCode).toBe(400);
    const told = (await notifications(manager)).filter((n) => n.type === 'contract_change_requested');
    expect(told[0]).toMatchObject({ refId: id, target: `/contracts/${id}` });
    expect(told[0]!.title).toContain('박정숙');

    // His form now starts from version 1.
    const form = (await manager('GET', `/api/manager/jobs/${jobId}/contract`)).json() as JobContract;
    expect(form).toMatchObject({ contractId: id, draft: { payDay: 10 } });
    const v2 = await manager('POST', `/api/manager/jobs/${jobId}/contract`, {
      ...form.draft,
      payDay: 25,
      extra: '교통비는 실비로 지급해요.\n명절 상여 10만원',
    });
    expect(v2.statusCode).toBe(201);
    contract = v2.json() as ContractDetail;
    expect(contract).toMatchObject({ version: 2, latestVersion: 2 });
    expect(contract.summary).toBe('월·수·금 13시~17시, 시급 12,000원, 매월 25일 계좌로');
    expect(contract.changeRequests[0]).toMatchObject({ answered: true });
    expect((await notifications(caregiver)).filter((n) => n.type === 'contract_ready')).toHaveLength(2);

    // Her request on a version that is no longer the latest is refused.
    const late = await caregiver('POST', `/api/caregiver/contracts/${id}/change-requests`, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.superseded);
  });

  it('she signs with her own name and a drawing, once however often she taps; he is told', async () => {
    const id = contract.contractId;
    const url = `/api/caregiver/contracts/${id}/sign`;
    const old = await caregiver('POST', url, { version: 1, name: '박정숙', strokes });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(M.superseded);
    const wrongName = await caregiver('POST', url, { version: 2, name: '김복지', strokes });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().fields).toEqual({ name: M.nameMismatch });
    for (const bad of [
      [],
      [[[10, 10]]],
      [
        [
          [2000, 10],
          [20, 20],
        ],
      ],
    ]) {
      const res = await caregiver('POST', url, { version: 2, name: '박정숙', strokes: bad });
      expect(res.statusCode).toBe(400);
    }
    const pdfBefore = await caregiver('GET', `/api/caregiver/contracts/${id}/pdf`);
    expect(pdfBefore.statusCode).toBe(409);
    expect(pdfBefore.json().message).toBe(M.notSigned);

    const signed = await caregiver('POST', url, { version: 2, name: '박 정숙', strokes });
    expect(signed.statusCode).toBe(200);
    const first = signed.json() as ContractDetail;
    expect(first.signatures.caregiver).toMatchObject({ name: '박 정숙', strokes });
    expect(first).toMatchObject({ canSign: false, completedAt: null });
    const twice = await Promise.all(
      [0, 1].map(() => caregiver('POST', url, { version: 2, name: '박정숙', strokes: [strokes[0]] })),
    );
    for (const res of twice) {
      expect(res.statusCode).toBe(200);
      expect(res.json().signatures.caregiver).toEqual(first.signatures.caregiver);
    }
    const rows = await t.app.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.side, 'caregiver'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ contentHash: contract.contentHash, sessionId: expect.any(String) });
    expect((await notifications(manager)).filter((n) => n.type === 'contract_signed')).toHaveLength(1);
  });

  it('he signs too: complete, she is told, both download the same stored PDF with the fields and the hash', async () => {
    const id = contract.contractId;
    const res = await manager('POST', `/api/manager/contracts/${id}/sign`, {
      version: 2,
      name: '김복지',
      strokes,
    });
    expect(res.statusCode).toBe(200);
    const done = res.json() as ContractDetail;
    expect(done.completedAt).not.toBeNull();
    expect(done.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await notifications(caregiver)).filter((n) => n.type === 'contract_completed')).toHaveLength(1);

    const hers = await caregiver('GET', `/api/caregiver/contracts/${id}/pdf`);
    const his = await manager('GET', `/api/manager/contracts/${id}/pdf`);
    const again = await caregiver('GET', `/api/caregiver/contracts/${id}/pdf?version=2`);
    for (const r of [hers, his, again]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(sha(r.rawPayload)).toBe(done.pdfSha256);
    }

    const pages = await pdfPagesText(hers.rawPayload);
    const text = pages.join('\n');
    for (const expected of [
      '단시간근로자 표준근로계약서',
      '강남개포재가노인복지센터',
      '박정숙',
      '김복지',
      '서명: 박 정숙',
      '서명: 김복지',
      contract.fields.workplace,
      '시간급 12,000원',
      '매월 25일',
      '교통비는 실비로 지급해요.',
      '월요일: 시업 13:00, 종업 17:00, 휴게 14:30~15:00 (30분), 근로시간 3시간 30분',
      '근로자 명의 예금통장에 입금',
      '주휴수당: 해당 없음',
      '주 근로시간 합계: 10시간 30분',
    ])
      expect(text).toContain(expected);
    // The hash of the signed content on every page.
    for (const page of pages) expect(page).toContain(`계약 내용 SHA-256: ${contract.contentHash}`);
    expect(text).toMatch(/서명 시각: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it('a change after signing is a new version both sign again; earlier versions stay readable', async () => {
    const id = contract.contractId;
    const form = (await manager('GET', `/api/manager/jobs/${jobId}/contract`)).json() as JobContract;
    const v3 = await manager('POST', `/api/manager/jobs/${jobId}/contract`, {
      ...form.draft,
      hourlyWage: 12_500,
    });
    expect(v3.statusCode).toBe(201);
    expect(v3.json()).toMatchObject({
      version: 3,
      signatures: { caregiver: null, manager: null },
      canSign: true,
      completedAt: null,
    });
    // The signed version 2 is unchanged, its PDF still the one downloaded before.
    const v2 = (await caregiver('GET', `/api/caregiver/contracts/${id}?version=2`)).json() as ContractDetail;
    expect(v2).toMatchObject({
      version: 2,
      latestVersion: 3,
      canSign: false,
      fields: { hourlyWage: 12_000 },
    });
    expect(v2.signatures.caregiver).not.toBeNull();
    const pdf = await caregiver('GET', `/api/caregiver/contracts/${id}/pdf`);
    expect(sha(pdf.rawPayload)).toBe(v2.pdfSha256);
    const v1 = (await manager('GET', `/api/manager/contracts/${id}?version=1`)).json() as ContractDetail;
    expect(v1).toMatchObject({ version: 1, fields: { payDay: 10 }, canSign: false });
    expect((await manager('GET', `/api/manager/contracts/${id}?version=9`)).statusCode).toBe(404);
    expect((await manager('GET', `/api/manager/contracts/${id}/pdf?version=1`)).statusCode).toBe(409);
  });

  it('is made only from a proposed or confirmed job', async () => {
    const conns = (await manager('GET', `/api/manager/connections?elderId=${elderIds['박영수']}`)).json()
      .content as { connectionId: number; caregiverName: string }[];
    const withOther = conns.find((c) => c.caregiverName !== '박정숙')!;
    const proposed = await manager('POST', '/api/manager/jobs', {
      connectionId: withOther.connectionId,
      startDate: koreanDate(new Date()),
      schedule: week([0], '13:00', '15:00'),
      hourlyWage: 12_000,
      workType: '방문 요양',
      keepOpen: true,
    });
    expect(proposed.statusCode).toBe(201);
    const talked = await caregiver2('POST', `/api/caregiver/jobs/${proposed.json().jobId}/decline`, {
      reason: '시간을 이야기하고 싶어요',
    });
    expect(talked.statusCode).toBe(200);
    const url = `/api/manager/jobs/${proposed.json().jobId}/contract`;
    const form = (await manager('GET', url)).json() as JobContract;
    // Two hours a day: no break is needed.
    expect(form.draft!.days[0]).toEqual({ start: '13:00', end: '15:00', breakStart: null, breakEnd: null });
    const res = await manager('POST', url, form.draft);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.jobNotOpen);
  });

  it('records every view, signature and download with who, when and the session', async () => {
    const rows = await t.app.db
      .select()
      .from(contractEvents)
      .where(eq(contractEvents.contractId, contract.contractId));
    const count = (side: string, action: string) =>
      rows.filter((r) => r.side === side && r.action === action).length;
    expect(count('caregiver', 'sign')).toBe(1);
    expect(count('manager', 'sign')).toBe(1);
    expect(count('caregiver', 'download')).toBe(3);
    expect(count('manager', 'download')).toBe(1);
    expect(count('caregiver', 'view')).toBeGreaterThanOrEqual(2);
    expect(count('manager', 'create')).toBe(1);
    expect(count('manager', 'revise')).toBe(2);
    expect(count('caregiver', 'change_request')).toBe(1);
    for (const r of rows) {
      expect(r.sessionId).toEqual(expect.any(String));
      expect(r.userId).toEqual(expect.any(Number));
    }
  });
});
