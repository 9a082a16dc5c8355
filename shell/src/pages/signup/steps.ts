import type { MemberType, SignupStep } from './signup-store';

/** Spec §4: where next and back go from each step, per member type. */
export function nextStep(step: SignupStep, type: MemberType | ''): SignupStep {
  if (step === 1) return type === '사회복지사' ? 2 : 3;
  if (step === 2) return 5;
  if (step === 3) return 4;
  return 5;
}

/** `null` means leave the sign-up (back from step 1 goes to the previous page). */
export function backStep(step: SignupStep, type: MemberType | ''): SignupStep | null {
  if (step === 1) return null;
  if (step === 2 || step === 3) return 1;
  return type === '사회복지사' ? 2 : 3;
}

export function parseStep(raw: string | null): SignupStep {
  const n = Number(raw);
  return n === 2 || n === 3 || n === 4 || n === 5 ? n : 1;
}
