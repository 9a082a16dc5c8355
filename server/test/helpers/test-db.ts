// Which database the API tests run on, shared by the jest global setup and the test helper.
export const PG_URL_ENV = 'DOLBOM_TEST_PG_URL';
/** PGlite runs: the folder of the saved ready databases (helpers/make-templates.ts). */
export const TEMPLATE_DIR_ENV = 'DOLBOM_TEST_TEMPLATE_DIR';
/** PostgreSQL runs: `<base>,<demo>`, the template databases in the test cluster. */
export const PG_TEMPLATES_ENV = 'DOLBOM_TEST_PG_TEMPLATES';
/** The ready databases: migrated with the national center list, and that plus the demo seed. */
export type Template = 'base' | 'demo';
export const TEMPLATE_FILES: Record<Template, string> = { base: 'base.tar', demo: 'demo.tar' };

export function usePostgres(env: Record<string, string | undefined> = process.env): boolean {
  return env.TEST_DB ? env.TEST_DB === 'postgres' : env.TEST_POSTGRES === '1';
}
