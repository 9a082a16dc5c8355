import { create } from 'zustand';
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
export type ContactStep = 1 | 2 | 3 | 4;

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
      start: (target, draft) => set({ target, step: 1, draft }),
      update: (patch) => set((s) => ({ draft: { ...s.draft, ...patch } })),
      setStep: (step) => set({ step: Math.min(4, Math.max(1, step)) as ContactStep }),
      reset: () => set({ target: null, step: 1, draft: emptyContactDraft() }),
    }),
    { name: 'dolbom.manager.contactDraft', storage: createJSONStorage(() => sessionStorage) },
  ),
);
