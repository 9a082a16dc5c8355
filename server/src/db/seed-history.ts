// Demo history for 후기 (issue 34, ADR 0041): 늘사랑재가복지센터 (manager02) over the last two years. Three
// elders whose care has ended and three former caregivers (job search closed) had six jobs, all ended long
// enough ago that their reviews are visible. Nothing here is in a list that another demo account counts:
// the elders' postings are closed (in no caregiver's list), the caregivers are in no candidate list, and
// every connection ended more than CONVERSATION_KEEP_DAYS ago (no conversation is left in 대화).
//
// What a newcomer sees: 늘사랑's postings show `요양보호사 후기 5건 · 다시 일하고 싶어요 80%` and its page
// lists five texts; manager02 finds 김영자 (`센터 후기 3건 · 시간 약속 4.7`) and 이정순 (`후기 2건`) in
// 받은 지원 → 수락. The reviews are written with the reviews module's own writeReview at the time each was
// written, and the sweep (countRevealedReviews) counts those revealed by time, so the totals on the
// rows are the module's.
import { and, inArray } from 'drizzle-orm';
import { koreanDate } from '@dolbom/shared-api/contracts';
import type { Db } from './client';
import { applies, caregivers, connections, elders, jobs, notifications, resumes, users } from './schema';
import { resume, weekdays, type ElderDetails } from './seed-care';
import { DEMO_FORMER_CAREGIVERS, type DemoAddress, type DemoCaregiver, type DemoElder } from './seed-data';
import { elderLevelColumns, resumeLevelColumns } from '../modules/matching/columns';
import { countRevealedReviews, writeReview, type ReviewInput } from '../modules/reviews/repository';
import type { Gazetteer } from '../modules/geo/gazetteer';

const DAY_MS = 24 * 60 * 60 * 1000;

export function place(gazetteer: Gazetteer, address: Pick<DemoAddress, 'bcode'>) {
  const found = gazetteer.lookup(address.bcode);
  if (!found) throw new Error(`seed: bcode ${address.bcode} is not in the gazetteer`);
  return { lat: found.lat, lng: found.lng };
}

/** A demo caregiver's account and profile; returns her user id. */
export async function insertCaregiver(
  tx: Db,
  g: DemoCaregiver,
  passwordHash: string,
  gazetteer: Gazetteer,
  extra: { jobOpen?: boolean; createdAt?: Date } = {},
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      loginId: g.loginId,
      passwordHash,
      name: g.name,
      phone: g.phone,
      role: 'ROLE_CAREGIVER',
      ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('seed: caregiver insert failed');
  await tx.insert(caregivers).values({
    userId: user.id,
    zonecode: g.zonecode,
    roadAddress: g.roadAddress,
    jibunAddress: g.jibunAddress,
    bcode: g.bcode,
    introduction: g.introduction,
    birthYear: g.birthYear,
    jobOpen: extra.jobOpen ?? true,
    ...place(gazetteer, g),
  });
  return user.id;
}

/** The former caregivers' resumes (a resume is what lets the manager open her and her reviews). */
const FORMER_RESUMES = [
  resume({
    title: '마포 방문 요양 12년, 지금은 쉬는 중',
    wage: 13500,
    workTimeSlot: [0, 1],
    experience: [
      {
        startDate: '2013-04-01',
        endDate: '2022-12-31',
        work: '방문 요양',
        center: '행복나눔재가센터',
        current: false,
      },
    ],
    introduction: '식사와 말벗, 병원 동행 모두 해요.',
  }),
  resume({
    title: '와상 어르신 돌봄 경험 많아요',
    wage: 14000,
    workDay: [0, 1, 2, 3, 4, 5],
    introduction: '기저귀 케어, 체위 변경 자신 있어요.',
  }),
  resume({ title: '오전 방문 요양 가능해요', wage: 13000, workTimeSlot: [0] }),
];

type FormerElder = Omit<DemoElder, 'manager'> &
  ElderDetails & { careEnd: { reason: '입원' | '별세' | '종결'; daysAgo: number } };

/** manager02's elders whose care has ended (돌봄 종료): closed postings, in no caregiver's list. */
export const FORMER_ELDERS: FormerElder[] = [
  {
    name: '박말순',
    gender: 'female',
    birth: '1933-02-14',
    rank: 2,
    zonecode: '03966',
    roadAddress: '서울 마포구 월드컵북로 212',
    jibunAddress: '서울 마포구 성산동 160-2',
    bcode: '1144012500',
    schedule: weekdays('09:00:00', '12:00:00', [0, 1, 2, 3, 4, 5]),
    negotiable: false,
    meal: ['죽, 반찬 등 요리 필요'],
    toileting: ['기저귀 케어 필요'],
    mobility: ['휠체어 이동 보조'],
    daily: ['말벗 등 정서 지원'],
    workRequirement: '방문 요양',
    wageType: '시급',
    wage: 13000,
    family: '집에 있어요',
    pet: '없어요',
    phone: '010-3456-2021',
    message: '오전에 식사와 말벗을 도와주실 분을 찾아요.',
    careEnd: { reason: '별세', daysAgo: 150 },
  },
  {
    name: '최봉석',
    gender: 'male',
    birth: '1936-10-05',
    rank: 3,
    zonecode: '04150',
    roadAddress: '서울 마포구 새창로 33',
    jibunAddress: '서울 마포구 용강동 494',
    bcode: '1144010500',
    schedule: weekdays('14:00:00', '17:00:00'),
    negotiable: true,
    meal: ['식사 차림 필요'],
    toileting: ['스스로 배변 가능'],
    mobility: ['이동 시 부축 도움'],
    daily: ['산책, 간단한 운동 지원', '병원 동행'],
    workRequirement: '방문 요양',
    wageType: '시급',
    wage: 13000,
    family: '집에 없어요',
    pet: '있어요',
    phone: '010-3456-2022',
    message: '오후 산책과 병원 동행을 부탁드려요.',
    careEnd: { reason: '종결', daysAgo: 100 },
  },
  {
    name: '김옥분',
    gender: 'female',
    birth: '1938-07-22',
    rank: 4,
    zonecode: '04101',
    roadAddress: '서울 마포구 신촌로 180',
    jibunAddress: '서울 마포구 노고산동 31-10',
    bcode: '1144011000',
    schedule: weekdays('10:00:00', '13:00:00', [0, 2, 4]),
    negotiable: false,
    meal: ['식사 차림 필요'],
    toileting: ['스스로 배변 가능'],
    mobility: ['스스로 거동 가능'],
    daily: ['청소, 빨래 보조', '인지 자극 활동'],
    workRequirement: '방문 요양',
    wageType: '시급',
    wage: 12500,
    family: '집에 있어요',
    pet: '없어요',
    phone: '010-3456-2023',
    message: '',
    careEnd: { reason: '입원', daysAgo: 230 },
  },
];

/** The job's end reason when the elder's care ended (as elder-care-end.ts ends her jobs). */
const CARE_END_JOB_REASON = { 입원: '어르신 입원', 별세: '어르신 별세', 종결: '돌봄 종료' } as const;

interface PastReview extends ReviewInput {
  /** Written this many days after the job's last day. */
  after: number;
}

interface PastJob {
  /** Index into DEMO_FORMER_CAREGIVERS and FORMER_ELDERS. */
  caregiver: number;
  elder: number;
  startedDaysAgo: number;
  /** Ended by one side (days ago, reason); without it the job ended with the elder's care. */
  ended?: { daysAgo: number; reason: '개인 사정' | '계약 기간 끝'; by: 'caregiver' | 'manager' };
  hourlyWage: number;
  /** Her review of the center (약속한 급여 · 일정 · 어려운 일에 도움) and his of her (시간 · 태도 · 소통). */
  caregiverReview?: PastReview;
  managerReview?: PastReview;
}

const review = (
  ratings: [number, number, number],
  again: boolean,
  text: string,
  after: number,
): PastReview => ({ ratings, again, text, after });

const KIM = 0;
const LEE = 1;
const SONG = 2;
const [PARK, CHOI, OKBUN] = [0, 1, 2];

/**
 * Six jobs: the center is reviewed five times (four would work there again: 80%), 김영자 three times,
 * 이정순 twice (`후기 2건`); 송미자 never. Two reviews were revealed by time (the other side never wrote).
 */
const PAST_JOBS: PastJob[] = [
  {
    caregiver: KIM,
    elder: PARK,
    startedDaysAgo: 700,
    ended: { daysAgo: 430, reason: '개인 사정', by: 'caregiver' },
    hourlyWage: 12000,
    caregiverReview: review(
      [5, 4, 5],
      true,
      '급여가 한 번도 늦은 적이 없었어요. 어르신 댁에 어려운 일이 생겼을 때 사회복지사님이 바로 와 주셔서 든든했어요.',
      3,
    ),
    managerReview: review(
      [5, 5, 4],
      true,
      '늘 약속한 시간보다 먼저 오셨어요. 어르신이 많이 의지하셨습니다.',
      5,
    ),
  },
  {
    caregiver: SONG,
    elder: OKBUN,
    startedDaysAgo: 640,
    ended: { daysAgo: 430, reason: '개인 사정', by: 'caregiver' },
    hourlyWage: 12000,
    caregiverReview: review(
      [4, 2, 3],
      false,
      '급여는 제때 들어왔지만 방문 시간이 자주 바뀌어서 힘들었어요. 바뀔 때는 미리 알려 주시면 좋겠어요.',
      2,
    ),
  },
  {
    caregiver: KIM,
    elder: OKBUN,
    startedDaysAgo: 420,
    hourlyWage: 12500,
    caregiverReview: review(
      [5, 5, 4],
      true,
      '어르신이 입원하실 때 보호자분과의 연락을 센터에서 맡아 주셔서 마음 편히 마무리할 수 있었어요.',
      4,
    ),
    managerReview: review(
      [5, 5, 5],
      true,
      '입원 전날까지 어르신 상태를 꼼꼼히 적어 두셔서 병원에 큰 도움이 됐어요.',
      2,
    ),
  },
  {
    caregiver: LEE,
    elder: PARK,
    startedDaysAgo: 420,
    hourlyWage: 12500,
    caregiverReview: review(
      [5, 5, 5],
      true,
      '오래 모신 어르신이 돌아가셨을 때 사회복지사님이 먼저 전화 주시고 위로해 주셨어요. 다시 일하고 싶은 센터예요.',
      10,
    ),
    managerReview: review(
      [5, 4, 4],
      true,
      '어르신의 마지막 몇 달을 가족처럼 곁에서 지켜 주셨어요. 보호자분도 고마워하셨습니다.',
      7,
    ),
  },
  {
    caregiver: KIM,
    elder: CHOI,
    startedDaysAgo: 225,
    ended: { daysAgo: 130, reason: '개인 사정', by: 'caregiver' },
    hourlyWage: 13000,
    caregiverReview: review(
      [4, 5, 4],
      true,
      '일정이 바뀌면 꼭 일주일 전에 알려 주셨어요. 보수교육도 꼼꼼하게 챙겨 주셔서 좋았어요.',
      1,
    ),
    managerReview: review(
      [4, 5, 5],
      true,
      '몸이 안 좋으신 날에도 미리 연락 주시고 어르신 식사 준비까지 챙겨 주셨어요.',
      3,
    ),
  },
  {
    caregiver: LEE,
    elder: CHOI,
    startedDaysAgo: 125,
    hourlyWage: 13000,
    managerReview: review(
      [4, 4, 5],
      true,
      '짧은 기간이었지만 어르신과 금방 가까워지셨어요. 연락이 잘 돼서 편했습니다.',
      2,
    ),
  },
];

/** Seeds the former caregivers, elders, jobs and reviews above; in the demo seed's transaction. */
export async function seedReviewHistory(
  tx: Db,
  { managerId, passwordHash, gazetteer }: { managerId: number; passwordHash: string; gazetteer: Gazetteer },
): Promise<void> {
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const caregiverIds: number[] = [];
  for (const [i, g] of DEMO_FORMER_CAREGIVERS.entries()) {
    const id = await insertCaregiver(tx, g, passwordHash, gazetteer, { jobOpen: false, createdAt: ago(760) });
    const r = FORMER_RESUMES[i]!;
    await tx
      .insert(resumes)
      .values({ ...r, ...resumeLevelColumns(r), caregiverId: id, createdAt: ago(750), updatedAt: ago(750) });
    caregiverIds.push(id);
  }
  const elderRows = await tx
    .insert(elders)
    .values(
      FORMER_ELDERS.map(({ careEnd, ...e }) => ({
        ...e,
        ...elderLevelColumns(e),
        managerId,
        ...place(gazetteer, e),
        createdAt: ago(720),
        closedAt: ago(careEnd.daysAgo),
        careEndedAt: ago(careEnd.daysAgo),
        careEndReason: careEnd.reason,
        updatedAt: ago(careEnd.daysAgo),
      })),
    )
    .returning({ id: elders.id });

  const written: {
    days: number;
    side: 'caregiver' | 'manager';
    writer: number;
    jobId: number;
    input: ReviewInput;
  }[] = [];
  for (const j of PAST_JOBS) {
    const g = DEMO_FORMER_CAREGIVERS[j.caregiver]!;
    const elder = FORMER_ELDERS[j.elder]!;
    const caregiverId = caregiverIds[j.caregiver]!;
    const elderId = elderRows[j.elder]!.id;
    const start = j.startedDaysAgo;
    // She applied, the manager accepted: the connection the job was proposed on (ended with the care).
    const [apply] = await tx
      .insert(applies)
      .values({
        caregiverId,
        elderId,
        phone: g.phone,
        message: '가까운 곳이라 지원해요.',
        status: 'accepted',
        createdAt: ago(start + 10),
        acceptedAt: ago(start + 7),
      })
      .returning({ id: applies.id });
    const [connection] = await tx
      .insert(connections)
      .values({
        caregiverId,
        elderId,
        managerId,
        applyId: apply!.id,
        createdAt: ago(start + 7),
        endedAt: ago(elder.careEnd.daysAgo),
      })
      .returning({ id: connections.id });
    const endedDaysAgo = j.ended?.daysAgo ?? elder.careEnd.daysAgo;
    const [job] = await tx
      .insert(jobs)
      .values({
        connectionId: connection!.id,
        elderId,
        caregiverId,
        managerId,
        status: 'ended',
        startDate: koreanDate(ago(start)),
        schedule: elder.schedule.map((d) => d && { start: d.start.slice(0, 5), end: d.end.slice(0, 5) }),
        hourlyWage: j.hourlyWage,
        workType: elder.workRequirement,
        proposedAt: ago(start + 5),
        confirmedAt: ago(start + 3),
        endedAt: ago(endedDaysAgo),
        lastDay: koreanDate(ago(endedDaysAgo)),
        endReason: j.ended?.reason ?? CARE_END_JOB_REASON[elder.careEnd.reason],
        endNote: '',
        endedBy: j.ended?.by ?? 'system',
      })
      .returning({ id: jobs.id });
    for (const side of ['caregiver', 'manager'] as const) {
      const r = side === 'caregiver' ? j.caregiverReview : j.managerReview;
      const writer = side === 'caregiver' ? caregiverId : managerId;
      if (r) written.push({ days: endedDaysAgo - r.after, side, writer, jobId: job!.id, input: r });
    }
  }
  // In the order they were written, each at its own time: the second of a job reveals both.
  written.sort((a, b) => b.days - a.days);
  for (const w of written) await writeReview(tx, w.side, w.writer, w.jobId, w.input, ago(w.days));
  // Reviews the other side never answered were revealed 14 days later: the sweep counts them.
  await countRevealedReviews(tx, now);
  // The review events are long past: nobody's bell rings for them.
  await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, [managerId, ...caregiverIds]),
        inArray(notifications.type, ['review_written', 'review_visible']),
      ),
    );
}
