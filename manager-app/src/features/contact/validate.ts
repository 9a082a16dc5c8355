import { contactStepSchemas } from '@dolbom/shared-api/contracts';
import { fieldErrors } from '../../lib/zod-errors';
import type { ContactDraft, ContactStep } from './store';

const SCHEMAS = [
  contactStepSchemas.workType,
  contactStepSchemas.wage,
  contactStepSchemas.phone,
  contactStepSchemas.message,
];

/** The errors of one contact step (`{}` when it is complete). */
export function contactStepErrors(step: ContactStep, draft: ContactDraft): Record<string, string> {
  const result = SCHEMAS[step - 1]!.safeParse({ ...draft, workType: draft.workType || undefined });
  return result.success ? {} : fieldErrors(result.error);
}
