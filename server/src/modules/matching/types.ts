// What the matching engine reads about an elder and a caregiver (resume + my-page flags). Plain data:
// later issues fill these from the database; nothing here knows about SQL.
import type {
  CaregiverDailyOption,
  CaregiverMealOption,
  CaregiverMobilityOption,
  CaregiverToiletingOption,
  NoneOption,
  DailyItem,
  ElderMealOption,
  ElderMobilityOption,
  ElderToiletingOption,
  FamilyOption,
  Gender,
  PetOption,
  PreferredGender,
  TimeSlot,
  WageType,
  Weekday,
} from './options';
import type { LatLng } from '../geo/distance';

export type { LatLng };

/** One weekday's hours, 'HH:MM' or 'HH:MM:SS' (the spec sends '09:00:00'). */
export interface DayHours {
  start: string;
  end: string;
}

/**
 * The elder's week, indexed by weekday (0 = Monday … 6 = Sunday). `null`, `undefined` or a missing
 * entry is a day off; an entry whose end is not after its start has no hours (no overnight shifts).
 */
export type ElderSchedule = ReadonlyArray<DayHours | null | undefined>;

export interface ElderForMatching extends LatLng {
  id: number;
  gender: Gender;
  /** 1–5, 6 = 인지지원등급. */
  rank: number;
  schedule: ElderSchedule;
  /** 시간 협의 가능. */
  negotiable: boolean;
  meal: readonly ElderMealOption[];
  toileting: readonly ElderToiletingOption[];
  mobility: readonly ElderMobilityOption[];
  daily: readonly DailyItem[];
  wageType: WageType;
  wage: number;
  family: FamilyOption;
  pet: PetOption;
  createdAt: Date;
}

/**
 * An hour range a caregiver's active job has taken (issue 31, ADR 0036): weekday 0 = Monday, seconds
 * after midnight [start, end). Spans may overlap and reach outside the slots; matching reads only their
 * parts inside her slots.
 */
export interface BookedSpan {
  weekday: number;
  start: number;
  end: number;
}

export interface CaregiverForMatching extends LatLng {
  id: number;
  resumeRegistered: boolean;
  jobOpen: boolean;
  workDay: readonly Weekday[];
  workTimeSlot: readonly TimeSlot[];
  isNegotiableTime: boolean;
  /** Desired hourly wage in won; 0 means none given. */
  wage: number;
  /** Accepted elder grades (1–6). */
  elderRank: readonly number[];
  /** Each may hold `해당 없음` alone (read as nothing chosen). */
  meal: readonly (CaregiverMealOption | NoneOption)[];
  toileting: readonly (CaregiverToiletingOption | NoneOption)[];
  mobility: readonly (CaregiverMobilityOption | NoneOption)[];
  daily: readonly (CaregiverDailyOption | NoneOption)[];
  preferredGender: PreferredGender;
  /** Fine with the elder's family being at home. */
  isFamilyPreferred: boolean;
  /** Fine with pets. */
  isPetPreferred: boolean;
  /** Hours taken by her active jobs (resumes.booked); none when absent. */
  booked?: readonly BookedSpan[];
}
