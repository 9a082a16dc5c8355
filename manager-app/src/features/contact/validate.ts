import { contactStepSchemas } from '@dolbom/shared-api/contracts';
import { fieldErrors } from '../../lib/zod-errors';
import type { ContactDraft, ContactStep } from './store';

const SCHEMAS = [
  contactStepSchemas.workType,
  contactStepSchemas.wage,
  contactStepSchemas.phone,
  contactStepSchemas.message,
];

/** The errors of one contact step (`{}` when it is complete); the summary step has none of its own. */
export function contactStepErrors(step: ContactStep, draft: ContactDraft): Record<string, string> {
  const schema = SCHEMAS[step - 1];
  if (!schema) return {};
  const result = schema.safeParse({ ...draft, workType: draft.workType || undefined });
  return result.success ? {} : fieldErrors(result.error);
}

/** The first step whose answer is missing or wrong (a draft reopened on the summary), or null. */
export function firstIncompleteStep(draft: ContactDraft): ContactStep | null {
  for (const step of [1, 2, 3, 4] as const) {
    if (Object.keys(contactStepErrors(step, draft)).length > 0) return step;
  }
  return null;
}
