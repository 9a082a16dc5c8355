import { create } from 'zustand';
import { newIdempotencyKey } from '@dolbom/shared-api';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_WAGE_TYPE,
  RECOMMENDED_WAGE,
  type WageType,
  type WorkType,
} from '@dolbom/shared-api/contracts';

export interface ContactDraft {
  workType: WorkType | '';
  wageType: WageType;
  wage: number;
  phone: string;
  message: string;
}
/** 1 근무 형태, 2 급여, 3 번호, 4 전할 말, 5 보낼 내용 확인 (issue 30). */
export type ContactStep = 1 | 2 | 3 | 4 | 5;
export const CONTACT_STEPS = 5;

export const emptyContactDraft = (): ContactDraft => ({
  workType: '',
  wageType: DEFAULT_WAGE_TYPE,
  wage: RECOMMENDED_WAGE,
  phone: '',
  message: '',
});

interface ContactWizardState {
  /** Which contact the draft is for: `${elderId}:${caregiverId}`. */
  target: string | null;
  step: ContactStep;
  draft: ContactDraft;
  /** Idempotency-Key of this run: a repeat or a reload re-sends it; renewed on start/reset. */
  requestKey: string;
  start: (target: string, draft: ContactDraft) => void;
  update: (patch: Partial<ContactDraft>) => void;
  setStep: (step: ContactStep) => void;
  reset: () => void;
}

/** The contact wizard's draft (sessionStorage: it survives a reload in the same tab, PRODUCT.md). */
export const useContactWizard = create<ContactWizardState>()(
  persist(
    (set) => ({
      target: null,
      step: 1,
      draft: emptyContactDraft(),
      requestKey: newIdempotencyKey(),
      start: (target, draft) => set({ target, step: 1, draft, requestKey: newIdempotencyKey() }),
      update: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
      setStep: (step) => set({ step: Math.min(CONTACT_STEPS, Math.max(1, step)) as ContactStep }),
      reset: () =>
        set({ target: null, step: 1, draft: emptyContactDraft(), requestKey: newIdempotencyKey() }),
    }),
    { name: 'dolbom.manager.contactDraft', storage: createJSONStorage(() => sessionStorage) },
  ),
);
