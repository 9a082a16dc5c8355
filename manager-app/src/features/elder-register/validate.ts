import { elderBodySchema, elderStepSchemas, elderUpdateBodySchema } from '@dolbom/shared-api/contracts';
import { fieldErrors } from '../../lib/zod-errors';
import type { ElderDraft, ElderStep } from './store';

// Editing may send back a name that got ` (2)` on create; the update schema allows exactly that.
const editBasics = elderStepSchemas.basics.extend({ name: elderUpdateBodySchema.shape.name });

export function stepSchema(step: ElderStep, editing: boolean) {
  switch (step) {
    case 1:
      return editing ? editBasics : elderStepSchemas.basics;
    case 2:
      return elderStepSchemas.schedule;
    case 3:
      return elderStepSchemas.needs;
    case 4:
      return elderStepSchemas.work;
    case 5:
      return elderStepSchemas.contact;
  }
}

/** The draft as the API takes it; unanswered choices are left out so the schema names them. */
export function toBody(d: ElderDraft) {
  return {
    ...d,
    gender: d.gender || undefined,
    address: d.address ?? undefined,
    rank: d.rank ?? undefined,
    workRequirement: d.workRequirement || undefined,
    family: d.family || undefined,
    pet: d.pet || undefined,
  };
}

/** The errors of one step, by field path (`{}` when the step is complete). */
export function stepErrors(step: ElderStep, draft: ElderDraft, editing = false): Record<string, string> {
  const result = stepSchema(step, editing).safeParse(toBody(draft));
  return result.success ? {} : fieldErrors(result.error);
}

/** The whole registration, checked as the server will check it. */
export function parseElder(draft: ElderDraft, editing = false) {
  return (editing ? elderUpdateBodySchema : elderBodySchema).safeParse(toBody(draft));
}

/** The first step that still has an error (to send the manager back there), or null. */
export function firstInvalidStep(draft: ElderDraft, editing = false): ElderStep | null {
  for (const step of [1, 2, 3, 4, 5] as const) {
    if (Object.keys(stepErrors(step, draft, editing)).length) return step;
  }
  return null;
}
