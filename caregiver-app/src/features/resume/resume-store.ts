import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useStore } from 'zustand';
import { newIdempotencyKey } from '@dolbom/shared-api';
import {
  completeExperience,
  emptyExperienceEntry,
  NONE_OPTION,
  normalizeExperience,
  RECOMMENDED_WAGE,
  type CaregiverDailyOption,
  type CaregiverMealOption,
  type CaregiverMobilityOption,
  type CaregiverToiletingOption,
  type DementiaTraining,
  type ElderRank,
  type ExperienceEntry,
  type NoneOption,
  type PreferredGender,
  type Resume,
  type TimeSlot,
  type Weekday,
  type WorkPlace,
  type WorkType,
} from '@dolbom/shared-api/contracts';

/** The resume as the wizard holds it: not-yet-answered choices are null. */
export interface ResumeDraft {
  jobPosition: WorkType[];
  hasDementiaTraining: DementiaTraining | null;
  certificateCode: string;
  hasVehicle: boolean | null;
  workPlace: WorkPlace[];
  workDay: Weekday[];
  workTimeSlot: TimeSlot[];
  isNegotiableTime: boolean;
  wage: number | null;
  elderRank: ElderRank[];
  meal: (CaregiverMealOption | NoneOption)[];
  toileting: (CaregiverToiletingOption | NoneOption)[];
  mobility: (CaregiverMobilityOption | NoneOption)[];
  daily: (CaregiverDailyOption | NoneOption)[];
  preferredGender: PreferredGender;
  /** null until answered: step 8 preselects nothing (issue 15). */
  isFamilyPreferred: boolean | null;
  isPetPreferred: boolean | null;
  experience: ExperienceEntry[];
  introduction: string;
  title: string;
}

/** Step 0 is the start screen (spec §4: going back has a floor of 0); 1–9 are the nine steps. */
export type ResumeStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const LAST_STEP = 9;

export interface ResumeState {
  /** null until we know whether the caregiver already has a resume. */
  mode: 'create' | 'edit' | null;
  step: ResumeStep;
  draft: ResumeDraft;
  /** Idempotency-Key of this run (create): a repeat or a reload re-sends it; renewed on start/reset. */
  requestKey: string;
  setStep: (step: ResumeStep) => void;
  update: (patch: Partial<ResumeDraft>) => void;
  /** Starts a draft: from the saved resume (edit) or empty (create). */
  /** A new resume (saved null) may start from the sign-up profile's introduction and experience. */
  start: (saved: Resume | null, profile?: Pick<Resume, 'introduction' | 'experience'>) => void;
  reset: () => void;
}

export const emptyDraft = (): ResumeDraft => ({
  jobPosition: [],
  hasDementiaTraining: null,
  certificateCode: '',
  hasVehicle: null,
  workPlace: [],
  workDay: [],
  workTimeSlot: [],
  isNegotiableTime: false,
  wage: RECOMMENDED_WAGE,
  elderRank: [],
  meal: [],
  toileting: [],
  mobility: [],
  daily: [],
  preferredGender: 'EVERY',
  isFamilyPreferred: null,
  isPetPreferred: null,
  experience: [emptyExperienceEntry()],
  introduction: '',
  title: '',
});

/** The sign-up introduction and experience (up to the resume's 3) in a new draft. */
function withProfile(draft: ResumeDraft, profile?: Pick<Resume, 'introduction' | 'experience'>): ResumeDraft {
  if (!profile) return draft;
  const experience = completeExperience(profile.experience.slice(0, 3));
  return {
    ...draft,
    introduction: profile.introduction.slice(0, 50),
    experience: experience.length > 0 ? experience : draft.experience,
  };
}

/**
 * A category saved empty (before `해당 없음` existed) always meant "no help there" to matching; the
 * wizard shows it as the explicit 해당 없음, so an old resume can be saved again unchanged in meaning.
 */
const noneIfEmpty = <T extends string>(list: readonly T[]): (T | NoneOption)[] =>
  list.length === 0 ? [NONE_OPTION] : [...list];

export function draftFromResume(r: Resume): ResumeDraft {
  return {
    jobPosition: [...r.jobPosition],
    hasDementiaTraining: r.hasDementiaTraining,
    certificateCode: r.certificateCode,
    hasVehicle: r.hasVehicle,
    workPlace: [...r.workPlace],
    workDay: [...r.workDay],
    workTimeSlot: [...r.workTimeSlot],
    isNegotiableTime: r.isNegotiableTime,
    wage: r.wage,
    elderRank: [...r.elderRank],
    meal: noneIfEmpty(r.meal),
    toileting: noneIfEmpty(r.toileting),
    mobility: noneIfEmpty(r.mobility),
    daily: noneIfEmpty(r.daily),
    preferredGender: r.preferredGender,
    isFamilyPreferred: r.isFamilyPreferred,
    isPetPreferred: r.isPetPreferred,
    experience: normalizeExperience(r.experience),
    introduction: r.introduction,
    title: r.title,
  };
}

/**
 * The resume draft lives in sessionStorage (PRODUCT.md: wizard drafts survive a reload in the same
 * tab); it is cleared when the resume is submitted (spec §4).
 */
export const resumeStore = createStore<ResumeState>()(
  persist(
    (set) => ({
      mode: null,
      step: 0,
      draft: emptyDraft(),
      requestKey: newIdempotencyKey(),
      setStep: (step) => set({ step }),
      update: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
      start: (saved, profile) =>
        set({
          mode: saved ? 'edit' : 'create',
          step: 0,
          draft: saved ? draftFromResume(saved) : withProfile(emptyDraft(), profile),
          requestKey: newIdempotencyKey(),
        }),
      reset: () => set({ mode: null, step: 0, draft: emptyDraft(), requestKey: newIdempotencyKey() }),
    }),
    {
      name: 'resumeDraft',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ mode: s.mode, step: s.step, draft: s.draft, requestKey: s.requestKey }),
    },
  ),
);

export function useResume<T>(selector: (s: ResumeState) => T): T {
  return useStore(resumeStore, selector);
}

export const updateDraft = (patch: Partial<ResumeDraft>) => resumeStore.getState().update(patch);
