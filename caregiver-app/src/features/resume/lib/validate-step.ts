import { resumeStepSchemas } from '@dolbom/shared-api/contracts';
import type { ResumeDraft } from '../resume-store';

export type StepKey = keyof typeof resumeStepSchemas;
/** Field path ('wage', 'experience.0.startDate') → the schema's Korean message. */
export type StepErrors = Record<string, string>;

/** Checks one step's fields with the shared step schema (the server checks the same rules). */
export function validateStep(key: StepKey, draft: ResumeDraft): StepErrors {
  const r = resumeStepSchemas[key].safeParse(draft);
  if (r.success) return {};
  const errors: StepErrors = {};
  for (const issue of r.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
