import { create } from 'zustand';
import { newIdempotencyKey } from '@dolbom/shared-api';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_DAY_HOURS,
  DEFAULT_WAGE_TYPE,
  RECOMMENDED_WAGE,
  type Address,
  type DayHoursInput,
  type ManagerElderDetail,
  type FamilyOption,
  type Gender,
  type PetOption,
  type WageType,
  type WorkType,
} from '@dolbom/shared-api/contracts';

export type DayHours = DayHoursInput;
export type Schedule = (DayHours | null)[];

export interface ElderDraft {
  name: string;
  /** Empty until chosen (issue 30: a preselected 남성 was saved unnoticed). */
  gender: Gender | '';
  birth: string;
  address: Address | null;
  rank: number | null;
  schedule: Schedule;
  negotiable: boolean;
  meal: string[];
  toileting: string[];
  mobility: string[];
  daily: string[];
  workRequirement: WorkType | '';
  wageType: WageType;
  wage: number;
  family: FamilyOption | '';
  pet: PetOption | '';
  phone: string;
  message: string;
}

export type ElderStep = 1 | 2 | 3 | 4 | 5;
export const ELDER_STEP_COUNT = 5;

export const emptyElderDraft = (): ElderDraft => ({
  name: '',
  gender: '',
  birth: '',
  address: null,
  rank: null,
  schedule: [null, null, null, null, null, null, null],
  negotiable: false,
  meal: [],
  toileting: [],
  mobility: [],
  daily: [],
  workRequirement: '',
  wageType: DEFAULT_WAGE_TYPE,
  wage: RECOMMENDED_WAGE,
  family: '',
  pet: '',
  phone: '',
  message: '',
});

/** Spec §4: toggling a weekday on sets 09:00–18:00; toggling it off clears it. */
export function toggleDay(schedule: Schedule, day: number): Schedule {
  return schedule.map((d, i) => (i !== day ? d : d ? null : { ...DEFAULT_DAY_HOURS }));
}

/** `모든 요일 같은 시간` (issue 30): every chosen day gets `hours`. */
export function sameHoursEveryDay(schedule: Schedule, hours: DayHours): Schedule {
  return schedule.map((d) => (d ? { ...hours } : d));
}

/** Toggles a day with `모든 요일 같은 시간` on: a day switched on takes the shared hours. */
export function toggleDaySame(schedule: Schedule, day: number): Schedule {
  const shared = schedule.find((d) => d !== null);
  const toggled = toggleDay(schedule, day);
  return shared ? sameHoursEveryDay(toggled, shared) : toggled;
}

/** Changes one end of a day's hours (`HH:MM` from a time input), keeping seconds as the API writes them. */
export function setDayTime(schedule: Schedule, day: number, which: 'start' | 'end', hhmm: string): Schedule {
  return schedule.map((d, i) =>
    i === day && d ? { ...d, [which]: hhmm.length === 5 ? `${hhmm}:00` : hhmm } : d,
  );
}

/** A registered elder (GET /api/manager/elder/{id}) as a section editor holds it. */
export function draftFromElder(e: ManagerElderDetail): ElderDraft {
  const base = emptyElderDraft();
  return {
    ...base,
    name: e.name,
    gender: e.gender,
    birth: e.birth,
    address: e.address,
    rank: e.rank,
    schedule: e.schedule.length === 7 ? e.schedule : base.schedule,
    negotiable: e.negotiable,
    meal: [...e.meal],
    toileting: [...e.toileting],
    mobility: [...e.mobility],
    daily: [...e.daily],
    workRequirement: e.workRequirement,
    wageType: e.wageType,
    wage: e.wage,
    family: e.family,
    pet: e.pet,
    phone: e.phone,
    message: e.message,
  };
}

interface ElderWizardState {
  step: ElderStep;
  draft: ElderDraft;
  /** Idempotency-Key of this run (a new elder): a repeat or a reload re-sends it; renewed on start/reset. */
  requestKey: string;
  update: (patch: Partial<ElderDraft>) => void;
  setStep: (step: ElderStep) => void;
  reset: () => void;
}

/** The new-elder wizard's draft: sessionStorage, so a reload in the same tab keeps it (PRODUCT.md). */
export const useElderWizard = create<ElderWizardState>()(
  persist(
    (set) => ({
      step: 1,
      draft: emptyElderDraft(),
      requestKey: newIdempotencyKey(),
      update: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
      // Spec §4: steps 1–5, floor 1.
      setStep: (step) => set({ step: Math.min(ELDER_STEP_COUNT, Math.max(1, step)) as ElderStep }),
      reset: () => set({ step: 1, draft: emptyElderDraft(), requestKey: newIdempotencyKey() }),
    }),
    // v2 (issue 30): the gender may be unanswered and the wizard only creates; an older draft starts over.
    { name: 'dolbom.manager.elderDraft', version: 2, storage: createJSONStorage(() => sessionStorage) },
  ),
);
