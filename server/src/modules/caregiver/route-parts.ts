// What the caregiver routes' schemas share: the OpenAPI tag, the error answers and the default range.
import { apiErrorSchema, radiusKm } from '@dolbom/shared-api/contracts';

export const tags = ['caregiver'];

/** The error answers of a route that reads (400, 404). */
export const readErrors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The error answers of a route that may also meet a conflict (400, 404, 409). */
export const errors = { ...readErrors, 409: apiErrorSchema };

/** A route schema with a query string and a 200 answer, plus the error answers. */
export const querySchema = <Q, R>(querystring: Q, ok: R) => ({
  tags,
  querystring,
  response: { 200: ok, ...errors },
});

/** The radius of the home and near lists: the `range` sent, else 1.25 km. */
export const rangeKm = (range: string) => radiusKm(range) ?? 1.25;
