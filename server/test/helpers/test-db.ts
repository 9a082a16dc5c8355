// Which database the API tests run on, shared by the jest global setup and the test helper.
export const PG_URL_ENV = 'DOLBOM_TEST_PG_URL';

export function usePostgres(env: Record<string, string | undefined> = process.env): boolean {
  return env.TEST_DB ? env.TEST_DB === 'postgres' : env.TEST_POSTGRES === '1';
}
