import { z } from 'zod';

export {
  ERROR_CODES,
  IDEMPOTENCY_HEADER,
  TOTAL_COUNT_HEADER,
  type ErrorCode,
  type ApiErrorBody,
} from './constants';

/** Every error the API returns has this shape (PRODUCT.md "Errors"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
