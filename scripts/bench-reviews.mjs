// 후기 for `bench:api` (issue 34): most cards carry review totals, as they would once reviews are common.
// On the PostgreSQL of a bench run (not PGlite, whose database lives inside the server process):
// 30 ended jobs on the demo's first connection but the one whose conversation the bench times (ended jobs
// end a conversation: its latest job's end), each with both sides' reviews, visible and counted (so
// the center's and the caregiver's review pages read real rows), then totals on four in five of the other
// centers and caregivers (the cards read only the totals kept on those rows, ADR 0041).
import pg from 'pg';

export async function seedBenchReviews(url, { keepConnection = 0 } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: jobs } = await client.query(
      `
      insert into jobs (connection_id, elder_id, caregiver_id, manager_id, status, start_date, schedule,
        hourly_wage, work_type, proposed_at, confirmed_at, ended_at, last_day, end_reason, ended_by)
      select c.id, c.elder_id, c.caregiver_id, c.manager_id, 'ended', current_date - 400 + g * 10,
        '[null,null,null,null,null,null,null]'::jsonb, 13000, '방문 요양', now() - interval '400 days',
        now() - interval '400 days', now() - (400 - g * 10 - 9) * interval '1 day',
        current_date - 400 + g * 10 + 9, '계약 기간 끝', 'manager'
      from (select * from connections where id <> $1 order by id limit 1) c, generate_series(1, 30) g
      returning id, caregiver_id, manager_id, ended_at`,
      [keepConnection],
    );
    for (const [i, job] of jobs.entries()) {
      for (const side of ['caregiver', 'manager']) {
        await client.query(
          `insert into reviews (job_id, from_side, writer_id, center_id, caregiver_id, rating1, rating2,
             rating3, again, text, created_at, visible_at, counted)
           select $1, $2, $3, m.center_id, $4, $5, $6, $7, $8, $9, $10, $10, true
           from managers m where m.user_id = $11`,
          [
            job.id,
            side,
            side === 'caregiver' ? job.caregiver_id : job.manager_id,
            job.caregiver_id,
            3 + (i % 3),
            2 + (i % 4),
            4 + (i % 2),
            i % 5 !== 0,
            i % 4 === 0
              ? ''
              : `${side === 'caregiver' ? '센터' : '요양보호사'} 후기 ${i + 1}: 약속을 잘 지켰어요.`,
            job.ended_at,
            job.manager_id,
          ],
        );
      }
    }
    const totals = (table, key, side, subject) => `
      update ${table} t set review_count = s.n, review_again = s.yes, review_sum1 = s.s1,
        review_sum2 = s.s2, review_sum3 = s.s3
      from (select ${subject} as id, count(*)::int n, sum(again::int)::int yes, sum(rating1)::int s1,
              sum(rating2)::int s2, sum(rating3)::int s3
            from reviews where from_side = '${side}' and counted group by ${subject}) s
      where t.${key} = s.id`;
    await client.query(totals('centers', 'id', 'caregiver', 'center_id'));
    await client.query(totals('caregivers', 'user_id', 'manager', 'caregiver_id'));
    const synthetic = (table, key) => `
      update ${table} set review_count = 1 + ${key} % 12, review_again = (1 + ${key} % 12) * 7 / 10,
        review_sum1 = (1 + ${key} % 12) * 4, review_sum2 = (1 + ${key} % 12) * 4,
        review_sum3 = (1 + ${key} % 12) * 5
      where review_count = 0 and ${key} % 5 <> 0`;
    await client.query(synthetic('centers', 'id'));
    await client.query(synthetic('caregivers', 'user_id'));
    await client.query('commit');
    const { rows } = await client.query(
      `select m.center_id, j.caregiver_id from jobs j join managers m on m.user_id = j.manager_id
       where j.id = $1`,
      [jobs[0].id],
    );
    return { centerId: rows[0].center_id, caregiverId: rows[0].caregiver_id };
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}
