// Loads matching inputs (ElderForMatching / CaregiverForMatching) into the real tables: users →
// caregivers → resumes (with resumeLevelColumns), and one center + verified manager who owns the elders
// (with elderLevelColumns). Multi-row INSERTs in batches, no argon2 (a fixed dummy hash), so the property test
// and the benchmark (scripts/bench-matching.ts) load hundreds of thousands of rows quickly.
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  caregivers,
  centers,
  connections,
  contacts,
  elders,
  jobs,
  managers,
  resumes,
  users,
} from '../../src/db/schema';
import { elderLevelColumns, resumeLevelColumns } from '../../src/modules/matching/columns';
import type { CaregiverForMatching, ElderForMatching } from '../../src/modules/matching/types';

export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ZHVtbXlzYWx0$ZHVtbXloYXNo';

/** Rows per INSERT: the widest table (resumes, ~25 columns) stays far below 65,535 parameters. */
const BATCH = 1000;

async function inBatches<T, R>(items: readonly T[], run: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await run(items.slice(i, i + BATCH))));
  return out;
}

/** Empties every table the matching queries read (and everything that hangs off users). */
export async function clearDataset(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE users, centers RESTART IDENTITY CASCADE`);
}

export type NewElder = Omit<ElderForMatching, 'id'>;
export type NewCaregiver = Omit<CaregiverForMatching, 'id'>;

/**
 * Inserts the manager (once per call, a verified member), elders and caregivers; returns them with their
 * database ids. The elders at the indexes in `opts.unverified` are posted by a second manager who waits
 * for approval (승인 대기): no caregiver's list may show them (ADR 0031).
 */
export async function insertDataset(
  db: Db,
  data: { elders: readonly NewElder[]; caregivers: readonly NewCaregiver[] },
  opts: { tag?: string; unverified?: ReadonlySet<number> } = {},
): Promise<{ elders: ElderForMatching[]; caregivers: CaregiverForMatching[] }> {
  const tag = opts.tag ?? Math.random().toString(36).slice(2, 8);
  const [center] = await db
    .insert(centers)
    .values({
      name: `벤치센터${tag}`.slice(0, 50),
      zipCode: '06236',
      roadAddress: '서울특별시 강남구 테헤란로 1',
      jibunAddress: '서울특별시 강남구 역삼동 1',
      bcode: '1168010100',
      lat: 37.50008,
      lng: 127.03855,
      finalGrade: 'A',
      installationTime: '2020-01-01',
    })
    .returning({ id: centers.id });
  if (!center) throw new Error('insertDataset: center insert failed');
  const addManager = async (loginId: string, status: 'VERIFIED' | 'PENDING') => {
    const [user] = await db
      .insert(users)
      .values({
        loginId: loginId.slice(0, 20),
        passwordHash: DUMMY_PASSWORD_HASH,
        name: '관리자',
        phone: '010-0000-0000',
        role: 'ROLE_MANAGER',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('insertDataset: manager insert failed');
    await db.insert(managers).values({ userId: user.id, centerId: center.id, status });
    return user;
  };
  const manager = await addManager(`m${tag}`, 'VERIFIED');
  const waiting = opts.unverified?.size ? await addManager(`w${tag}`, 'PENDING') : manager;

  const elderIds = await inBatches(
    data.elders.map((e, i) => ({ e, i })),
    (batch) =>
      db
        .insert(elders)
        .values(
          batch.map(({ e, i }) => ({
            managerId: opts.unverified?.has(i) ? waiting.id : manager.id,
            name: `어르신${i}`,
            gender: e.gender,
            birth: '1940-01-01',
            zonecode: '06236',
            roadAddress: '서울특별시 강남구 테헤란로 1',
            jibunAddress: '서울특별시 강남구 역삼동 1',
            bcode: '1168010100',
            lat: e.lat,
            lng: e.lng,
            rank: e.rank,
            schedule: [...e.schedule].map((d) => d ?? null),
            negotiable: e.negotiable,
            meal: [...e.meal],
            toileting: [...e.toileting],
            mobility: [...e.mobility],
            daily: [...e.daily],
            ...elderLevelColumns(e),
            wageType: e.wageType,
            wage: e.wage,
            family: e.family,
            pet: e.pet,
            createdAt: e.createdAt,
          })),
        )
        .returning({ id: elders.id }),
  );

  const userIds = await inBatches(
    data.caregivers.map((_, i) => i),
    (batch) =>
      db
        .insert(users)
        .values(
          batch.map((i) => ({
            loginId: `c${tag}${i}`.slice(0, 20),
            passwordHash: DUMMY_PASSWORD_HASH,
            name: '보호사',
            phone: '010-0000-0000',
            role: 'ROLE_CAREGIVER' as const,
          })),
        )
        .returning({ id: users.id }),
  );
  const withIds = data.caregivers.map((c, i) => ({ ...c, id: userIds[i]?.id ?? -1 }));
  await inBatches(withIds, async (batch) => {
    await db.insert(caregivers).values(
      batch.map((c) => ({
        userId: c.id,
        zonecode: '06236',
        roadAddress: '서울특별시 강남구 테헤란로 1',
        jibunAddress: '서울특별시 강남구 역삼동 1',
        bcode: '1168010100',
        lat: c.lat,
        lng: c.lng,
        jobOpen: c.jobOpen,
      })),
    );
    return [];
  });
  await inBatches(
    withIds.filter((c) => c.resumeRegistered),
    async (batch) => {
      await db.insert(resumes).values(
        batch.map((c) => ({
          caregiverId: c.id,
          jobPosition: ['방문 요양'],
          hasDementiaTraining: 'COMPLETE',
          certificateCode: '2019-1234567',
          hasVehicle: false,
          workPlace: ['WITHIN_5KM'],
          workDay: [...c.workDay],
          workTimeSlot: [...c.workTimeSlot],
          isNegotiableTime: c.isNegotiableTime,
          wage: c.wage,
          elderRank: [...c.elderRank],
          meal: [...c.meal],
          toileting: [...c.toileting],
          mobility: [...c.mobility],
          daily: [...c.daily],
          ...resumeLevelColumns(c),
          preferredGender: c.preferredGender,
          isFamilyPreferred: c.isFamilyPreferred,
          isPetPreferred: c.isPetPreferred,
          title: '이력서',
        })),
      );
      return [];
    },
  );
  return {
    elders: data.elders.map((e, i) => ({ ...e, id: elderIds[i]?.id ?? -1 })),
    caregivers: withIds,
  };
}

/** A job to load: a caregiver, an elder (ids), its status and its week ('HH:MM' per weekday, null = none). */
export interface NewJob {
  caregiverId: number;
  elderId: number;
  status: 'proposed' | 'active' | 'talk' | 'ended';
  schedule: ReadonlyArray<{ start: string; end: string } | null>;
}

/**
 * Inserts jobs as the app would have them: an accepted contact, its connection, then the job (one open
 * job per caregiver and elder, as jobs_one_open_idx wants). The manager is the elder's. Batched, so the
 * benchmark loads a few hundred thousand; the database's triggers fill resumes.booked (migration 0046).
 */
export async function insertJobs(db: Db, list: readonly NewJob[]): Promise<void> {
  await inBatches(list, async (batch) => {
    const owners = new Map(
      (
        await db
          .select({ id: elders.id, managerId: elders.managerId })
          .from(elders)
          .where(
            sql`${elders.id} = any(${`{${[...new Set(batch.map((j) => j.elderId))].join(',')}}`}::int[])`,
          )
      ).map((e) => [e.id, e.managerId]),
    );
    const managerOf = (j: NewJob) => owners.get(j.elderId) ?? -1;
    const made = await db
      .insert(contacts)
      .values(
        batch.map((j) => ({
          elderId: j.elderId,
          caregiverId: j.caregiverId,
          managerId: managerOf(j),
          workType: '방문요양',
          wageType: '시급',
          wage: 12000,
          phone: '010-0000-0000',
          status: 'accepted' as const,
          acceptedAt: new Date(),
        })),
      )
      .returning({ id: contacts.id });
    const linked = await db
      .insert(connections)
      .values(
        batch.map((j, i) => ({
          caregiverId: j.caregiverId,
          elderId: j.elderId,
          managerId: managerOf(j),
          contactId: made[i]!.id,
        })),
      )
      .returning({ id: connections.id });
    await db.insert(jobs).values(
      batch.map((j, i) => ({
        connectionId: linked[i]!.id,
        elderId: j.elderId,
        caregiverId: j.caregiverId,
        managerId: managerOf(j),
        status: j.status,
        startDate: '2026-01-05',
        schedule: [...j.schedule],
        hourlyWage: 12000,
        workType: '방문요양',
        confirmedAt: j.status === 'active' || j.status === 'ended' ? new Date() : null,
        endedAt: j.status === 'ended' ? new Date() : null,
      })),
    );
    return [];
  });
}
