// Database rows → the matching engine's plain inputs (types.ts). Every query of the module reads
// through these, so the SQL side and the TypeScript reference see the same values.
import type { ElderRow, ResumeRow } from '../../db/schema';
import { bookedSpans } from './schedule';
import type { CaregiverForMatching, ElderForMatching } from './types';

type ElderMatchingRow = Pick<
  ElderRow,
  | 'id'
  | 'gender'
  | 'rank'
  | 'lat'
  | 'lng'
  | 'schedule'
  | 'negotiable'
  | 'meal'
  | 'toileting'
  | 'mobility'
  | 'daily'
  | 'wageType'
  | 'wage'
  | 'family'
  | 'pet'
  | 'createdAt'
>;

export function elderForMatching(row: ElderMatchingRow): ElderForMatching {
  return {
    id: row.id,
    lat: row.lat,
    lng: row.lng,
    gender: row.gender,
    rank: row.rank,
    schedule: row.schedule,
    negotiable: row.negotiable,
    meal: row.meal as ElderForMatching['meal'],
    toileting: row.toileting as ElderForMatching['toileting'],
    mobility: row.mobility as ElderForMatching['mobility'],
    daily: row.daily as ElderForMatching['daily'],
    wageType: row.wageType as ElderForMatching['wageType'],
    wage: row.wage,
    family: row.family as ElderForMatching['family'],
    pet: row.pet as ElderForMatching['pet'],
    createdAt: row.createdAt,
  };
}

type ResumeMatchingRow = Pick<
  ResumeRow,
  | 'workDay'
  | 'workTimeSlot'
  | 'isNegotiableTime'
  | 'wage'
  | 'elderRank'
  | 'meal'
  | 'toileting'
  | 'mobility'
  | 'daily'
  | 'preferredGender'
  | 'isFamilyPreferred'
  | 'isPetPreferred'
> &
  Partial<Pick<ResumeRow, 'booked'>>;

/** A caregiver with their resume; `resume` null = no resume registered (never a candidate). */
export function caregiverForMatching(
  caregiver: { userId: number; lat: number; lng: number; jobOpen: boolean },
  resume: ResumeMatchingRow | null,
): CaregiverForMatching {
  return {
    id: caregiver.userId,
    lat: caregiver.lat,
    lng: caregiver.lng,
    jobOpen: caregiver.jobOpen,
    resumeRegistered: resume !== null,
    workDay: (resume?.workDay ?? []) as CaregiverForMatching['workDay'],
    workTimeSlot: (resume?.workTimeSlot ?? []) as CaregiverForMatching['workTimeSlot'],
    isNegotiableTime: resume?.isNegotiableTime ?? false,
    wage: resume?.wage ?? 0,
    elderRank: resume?.elderRank ?? [],
    meal: (resume?.meal ?? []) as CaregiverForMatching['meal'],
    toileting: (resume?.toileting ?? []) as CaregiverForMatching['toileting'],
    mobility: (resume?.mobility ?? []) as CaregiverForMatching['mobility'],
    daily: (resume?.daily ?? []) as CaregiverForMatching['daily'],
    preferredGender: (resume?.preferredGender ?? 'EVERY') as CaregiverForMatching['preferredGender'],
    isFamilyPreferred: resume?.isFamilyPreferred ?? false,
    isPetPreferred: resume?.isPetPreferred ?? false,
    booked: bookedSpans(resume?.booked),
  };
}
