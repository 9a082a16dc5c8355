// 돌봄 종료 (issue 30), on the demo seed: manager01's 박영수 has an accepted contact (caregiver01) and an
// accepted apply (caregiver02). Ending the care closes the posting for good, ends the pending contacts
// and applies with `care_ended` to each caregiver, ends her jobs (told) and her connections.
import { and, eq } from 'drizzle-orm';
import { koreanDate, type AppNotification, type Connection } from '@dolbom/shared-api/contracts';
import { contacts, jobs } from '../../src/db/schema';
import { useDemoCaller, type Caller } from '../helpers/requests';
import { elderBody, useManagerDemo } from './helpers';

const { t, manager, other, caregiver, elders, cg } = useManagerDemo(['caregiver01', 'caregiver03']);
const caregiver3 = useDemoCaller(t, 'caregiver03');

async function notificationsOf(who: Caller): Promise<AppNotification[]> {
  return ((await who('GET', '/api/notifications?size=50')).json() as { content: AppNotification[] }).content;
}

describe('elder registration asks for the gender', () => {
  it('refuses a registration without 성별 (no default any more)', async () => {
    const { gender: _omitted, ...body } = elderBody({ name: '성별없음' });
    const res = await manager('POST', '/api/manager/elder/create', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('성별을 선택해주세요.');
  });
});

describe('POST /api/manager/elder/{elderId}/end', () => {
  it('ends the posting, the pending contact (told), the job (told) and the connections', async () => {
    const elderId = elders['박영수']!;
    // An active job with caregiver01 (kept open so that the posting stays 모집 중), and a pending contact.
    const [conn] = (
      (await manager('GET', `/api/manager/connections?elderId=${elderId}`)).json() as {
        content: Connection[];
      }
    ).content.filter((c) => c.caregiverId === cg['caregiver01']);
    const week = [{ start: '13:00', end: '17:00' }, null, null, null, null, null, null];
    const proposed = await manager('POST', '/api/manager/jobs', {
      connectionId: conn!.connectionId,
      startDate: koreanDate(new Date()),
      schedule: week,
      hourlyWage: 13_000,
      workType: '방문 요양',
      keepOpen: true,
    });
    expect(proposed.statusCode).toBe(201);
    const jobId = proposed.json().jobId as number;
    expect((await caregiver('POST', `/api/caregiver/jobs/${jobId}/confirm`)).statusCode).toBe(200);
    const contact = await manager('POST', '/api/manager/contact', {
      caregiverId: cg['caregiver03'],
      elderId,
      workType: '방문 요양',
      wageType: '시급',
      wage: 13_000,
      phone: '010-1111-2222',
      message: '',
    });
    expect(contact.statusCode).toBe(201);

    const ended = await manager('POST', `/api/manager/elder/${elderId}/end`, { reason: '입원' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ elderId, careEnded: '입원', recruiting: false });
    expect((await manager('GET', '/api/manager/elder')).json()).toContainEqual(
      expect.objectContaining({ elderId, careEnded: '입원', recruiting: false }),
    );

    // The pending contact ended and caregiver03 was told.
    const left = await t.app.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.elderId, elderId), eq(contacts.status, 'pending')));
    expect(left).toEqual([]);
    expect(await notificationsOf(caregiver3)).toContainEqual(
      expect.objectContaining({ type: 'care_ended', target: '/inbox' }),
    );
    // The job ended (어르신 입원, so she is shown the center's other elders) and caregiver01 was told.
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'ended', endReason: '어르신 입원', endedBy: 'system' });
    expect(await notificationsOf(caregiver)).toContainEqual(
      expect.objectContaining({ type: 'job_ended', refId: jobId }),
    );
    // Every connection of the elder ended.
    const conns = (
      (await manager('GET', `/api/manager/connections?elderId=${elderId}`)).json() as {
        content: Connection[];
      }
    ).content;
    expect(conns.length).toBeGreaterThan(0);
    for (const c of conns) expect(c.endedAt).not.toBeNull();

    // Once: a second end and a reopening are refused.
    const again = await manager('POST', `/api/manager/elder/${elderId}/end`, { reason: '종결' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 돌봄을 마친 어르신이에요.');
    const reopen = await manager('PUT', `/api/manager/elder/${elderId}/posting`, { recruiting: true });
    expect(reopen.statusCode).toBe(409);
  });

  it('refuses a missing reason, another manager’s elder and the wrong role', async () => {
    const elderId = elders['김순례']!;
    const noReason = await manager('POST', `/api/manager/elder/${elderId}/end`, { reason: '이사' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('돌봄을 마치는 이유를 선택해주세요.');
    expect((await other('POST', `/api/manager/elder/${elderId}/end`, { reason: '종결' })).statusCode).toBe(
      404,
    );
    expect(
      (await caregiver('POST', `/api/manager/elder/${elderId}/end`, { reason: '종결' })).statusCode,
    ).toBe(403);
    // Nothing changed.
    expect((await manager('GET', `/api/manager/elder/${elderId}`)).json()).toMatchObject({ careEnded: null });
  });

  it('a pending apply ends with care_ended to its caregiver (종결)', async () => {
    const elderId = elders['이말순']!; // caregiver01 applied
    const res = await manager('POST', `/api/manager/elder/${elderId}/end`, { reason: '종결' });
    expect(res.statusCode).toBe(200);
    expect(await notificationsOf(caregiver)).toContainEqual(
      expect.objectContaining({
        type: 'care_ended',
        target: '/outgoing-box',
        text: '어르신의 돌봄이 끝나 모집이 마감되었어요.',
      }),
    );
    expect((await manager('GET', `/api/manager/apply?elderId=${elderId}&tab=pending`)).json()).toEqual([]);
  });
});
