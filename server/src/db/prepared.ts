// Prepared statements (issue 16): drizzle builds a query's SQL text on every call, which on a busy
// list endpoint was a fifth of the server's CPU. A statement built once per database handle with
// `sql.placeholder` parameters and `.prepare(name)` skips that; on PostgreSQL it is also prepared
// once per connection (a named statement), on PGlite it reuses the built SQL.
//
//   const userById = prepared((db) =>
//     db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'));
//   const [row] = await userById(db).execute({ id });
//
// Keyed by the handle, so tests with their own databases (and transactions) get their own statements.
import type { Db } from './client';

export function prepared<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const byDb = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
