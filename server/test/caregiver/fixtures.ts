// Test data for the caregiver API tests: the demo seed gives centers and managers; each test adds its
// own caregivers (far from the demo data, in Busan, so near lists hold only what the test made),
// elders, contacts and applies straight into the database.
import type { FastifyInstance } from 'fastify';
import type { ElderRegistration, Resume } from '@dolbom/shared-api/contracts';
import { applies, caregivers, contacts, elders } from '../../src/db/schema';
import { elderLevelColumns, resumeLevelColumns } from '../../src/modules/matching';
import { resumes } from '../../src/db/schema';
import { requests, useDemoHeaders } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { bearer, createUser, login } from '../helpers/users';

/** The app clock of these tests: 2026-11-22 12:00 in Korea. */
export const NOW = new Date('2026-11-22T03:00:00Z');
/** About 1 km of latitude. */
export const KM = 1 / 111.2;
export const BASE = { lat: 35.1, lng: 129.04 };

export const RESUME: Resume = {
  jobPosition: ['방문 요양'],
  hasDementiaTraining: 'COMPLETE',
  certificateCode: '2019-1234567',
  hasVehicle: false,
  workPlace: ['WALK_15_MIN', 'WITHIN_5KM'],
  workDay: [0, 1, 2, 3, 4],
  workTimeSlot: [0, 1],
  isNegotiableTime: false,
  wage: 13000,
  elderRank: [1, 2, 3, 4, 5, 6],
  meal: ['모두 가능'],
  toileting: ['모두 가능'],
  mobility: ['모두 가능'],
  daily: ['모두 가능'],
  preferredGender: 'EVERY',
  isFamilyPreferred: true,
  isPetPreferred: true,
  experience: [],
  introduction: '',
  title: '성실한 요양보호사입니다',
};

/**
 * The set-up of a caregiver API test file, by `beforeAll`/`afterAll`: the app on the demo seed at NOW,
 * request helpers and manager01's headers (filled in place, so destructure them at the top).
 */
export function useCaregiverDemo() {
  const t = useTestApp({}, { seed: true, clock: () => NOW });
  return { t, ...requests(t), managerHeaders: useDemoHeaders(t, 'manager01') };
}

export interface TestCaregiver {
  id: number;
  loginId: string;
  access: string;
  headers: Record<string, string>;
}

/** A signed-in caregiver at BASE (+ dLatKm north), with a resume unless `resume: false`. */
export async function newCaregiver(
  app: FastifyInstance,
  opts: { resume?: boolean; dLatKm?: number; jobOpen?: boolean } = {},
): Promise<TestCaregiver> {
  const user = await createUser(app, 'ROLE_CAREGIVER');
  await app.db.insert(caregivers).values({
    userId: user.id,
    zonecode: '48058',
    roadAddress: '부산 해운대구 해운대해변로 264',
    jibunAddress: '부산 해운대구 우동 1411',
    bcode: '2635010500',
    lat: BASE.lat + (opts.dLatKm ?? 0) * KM,
    lng: BASE.lng,
    jobOpen: opts.jobOpen ?? true,
  });
  if (opts.resume !== false) {
    await app.db.insert(resumes).values({ ...RESUME, ...resumeLevelColumns(RESUME), caregiverId: user.id });
  }
  const { session } = await login(app, user.loginId);
  return { id: user.id, loginId: user.loginId, access: session.access, headers: bearer(session.access) };
}

type ElderOverrides = Partial<Omit<ElderRegistration, 'address'>> & {
  jibunAddress?: string;
  roadAddress?: string;
  dLatKm?: number;
  createdAt?: Date;
};

export const weekdays = (start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (d < 5 ? { start, end } : null));

/** An elder of the manager, `dLatKm` north of BASE. */
export async function newElder(app: FastifyInstance, managerId: number, o: ElderOverrides = {}) {
  const needs = {
    meal: o.meal ?? ['식사 차림 필요'],
    toileting: o.toileting ?? ['스스로 배변 가능'],
    mobility: o.mobility ?? ['이동 시 부축 도움'],
    daily: o.daily ?? ['말벗 등 정서 지원'],
  };
  const [row] = await app.db
    .insert(elders)
    .values({
      managerId,
      name: o.name ?? `어르신${Math.random().toString(36).slice(2, 8)}`,
      gender: o.gender ?? 'female',
      birth: o.birth ?? '1944-01-15',
      zonecode: '48058',
      roadAddress: o.roadAddress ?? '부산 해운대구 중동1로 21',
      jibunAddress: o.jibunAddress ?? '부산 해운대구 중동 1378',
      bcode: '2635010600',
      lat: BASE.lat + (o.dLatKm ?? 0.5) * KM,
      lng: BASE.lng,
      rank: o.rank ?? 3,
      schedule: o.schedule ?? weekdays('09:00:00', '12:00:00'),
      negotiable: o.negotiable ?? false,
      ...needs,
      ...elderLevelColumns(needs),
      workRequirement: o.workRequirement ?? '방문 요양',
      wageType: o.wageType ?? '시급',
      wage: o.wage ?? 13000,
      phone: o.phone ?? '010-7777-0001',
      message: o.message ?? '오전에 도와주실 분을 찾아요.',
      family: o.family ?? '집에 없어요',
      pet: o.pet ?? '없어요',
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('elder insert failed');
  return row;
}

export async function newContact(
  app: FastifyInstance,
  v: {
    elderId: number;
    caregiverId: number;
    managerId: number;
    wage?: number;
    wageType?: string;
    workType?: string;
    status?: 'pending' | 'accepted';
    createdAt?: Date;
  },
) {
  const [row] = await app.db
    .insert(contacts)
    .values({
      elderId: v.elderId,
      caregiverId: v.caregiverId,
      managerId: v.managerId,
      workType: v.workType ?? '방문 요양',
      wageType: v.wageType ?? '시급',
      wage: v.wage ?? 13000,
      phone: '010-2345-6701',
      message: '오전 방문 요양 가능하실까요?',
      status: v.status ?? 'pending',
      ...(v.createdAt ? { createdAt: v.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('contact insert failed');
  return row;
}

export async function newApply(
  app: FastifyInstance,
  v: { elderId: number; caregiverId: number; status?: 'pending' | 'accepted' },
) {
  const [row] = await app.db
    .insert(applies)
    .values({
      elderId: v.elderId,
      caregiverId: v.caregiverId,
      phone: '010-1111-2222',
      status: v.status ?? 'pending',
    })
    .returning();
  if (!row) throw new Error('apply insert failed');
  return row;
}
