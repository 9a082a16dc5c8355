// What the manager routes' schemas share: the OpenAPI tag and the error answers.
import { apiErrorSchema } from '@dolbom/shared-api/contracts';

export const tags = ['manager'];

/** The error answers of a route on the manager's own data (400, 403, 404). */
export const readErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The error answers of a route that may also meet a conflict (400, 403, 404, 409). */
export const errors = { ...readErrors, 409: apiErrorSchema };
