import { createStore } from 'zustand/vanilla';
import { persist, createJSONStorage } from 'zustand/middleware';
import { newIdempotencyKey } from '@dolbom/shared-api';
import { useStore } from 'zustand';
import type { MEMBER_TYPES } from '@dolbom/shared-api/contracts';
import { emptyExperienceValue, type ExperienceValue } from '@dolbom/shared-ui';

export type MemberType = (typeof MEMBER_TYPES)[number];
export type SignupStep = 1 | 2 | 3 | 4 | 5;

export interface SignupAddress {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  bcode: string;
}

export interface SignupCenter {
  centerId: number;
  centerName: string;
  zipCode: string;
  roadAddress: string;
  jibunAddress: string;
}

/** An experience as typed (`current`: 현재 근무 중; missing in a draft saved before it existed). */
export type ExperienceDraft = ExperienceValue;

export interface SignupDraft {
  id: string;
  password: string;
  passwordCheck: string;
  type: MemberType | '';
  agreePrivacy: boolean;
  agreeTerms: boolean;
  name: string;
  /** 출생 연도 as typed (caregivers only); managers see the age group from it. */
  birthYear: string;
  phone: string;
  address: SignupAddress | null;
  center: SignupCenter | null;
  experience: ExperienceDraft[];
  introduction: string;
}

/** Id duplicate check (spec §4): null unchecked, true taken, false available. */
export type IdTaken = boolean | null;

export interface SignupState {
  step: SignupStep;
  draft: SignupDraft;
  idTaken: IdTaken;
  /** Idempotency-Key of this sign-up: a retry after a lost answer gets the account, not 409. */
  requestKey: string;
  /**
   * The draft came back from sessionStorage without its passwords (they are never stored): step 1
   * says so and asks for them again.
   */
  passwordsDropped: boolean;
  setStep: (step: SignupStep) => void;
  update: (patch: Partial<SignupDraft>) => void;
  setIdTaken: (v: IdTaken) => void;
  setCenter: (center: SignupCenter) => void;
  reset: () => void;
}

export const emptyExperience = emptyExperienceValue;

const emptyDraft = (): SignupDraft => ({
  id: '',
  password: '',
  passwordCheck: '',
  type: '',
  agreePrivacy: false,
  agreeTerms: false,
  name: '',
  birthYear: '',
  phone: '',
  address: null,
  center: null,
  experience: [emptyExperience()],
  introduction: '',
});

/**
 * The sign-up draft. It lives in sessionStorage (PRODUCT.md: wizard drafts survive a reload in the
 * same tab), so leaving for /search-center or reloading keeps everything typed — except the two
 * passwords: a password written to storage in clear text outlives the tab's memory (and is often the
 * one the person uses elsewhere), so after a reload step 1 asks for it again. The draft is cleared
 * when sign-up completes.
 */
export const signupStore = createStore<SignupState>()(
  persist(
    (set) => ({
      step: 1,
      draft: emptyDraft(),
      idTaken: null,
      requestKey: newIdempotencyKey(),
      passwordsDropped: false,
      setStep: (step) => set({ step }),
      update: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
      setIdTaken: (idTaken) => set({ idTaken }),
      setCenter: (center) => set((s) => ({ draft: { ...s.draft, center } })),
      reset: () =>
        set({
          step: 1,
          draft: emptyDraft(),
          idTaken: null,
          requestKey: newIdempotencyKey(),
          passwordsDropped: false,
        }),
    }),
    {
      name: 'signupDraft',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({
        step: s.step,
        idTaken: s.idTaken,
        draft: { ...s.draft, password: '', passwordCheck: '' },
        requestKey: s.requestKey,
      }),
      // A stored draft that reaches past the member type had passwords typed that are now gone.
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<SignupState>;
        const draft = { ...current.draft, ...p.draft, password: '', passwordCheck: '' };
        return { ...current, ...p, draft, passwordsDropped: draft.id !== '' };
      },
    },
  ),
);

export function useSignup<T>(selector: (s: SignupState) => T): T {
  return useStore(signupStore, selector);
}
