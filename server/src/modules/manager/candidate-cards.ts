// What the cards of the manager's candidate list show beyond the matching engine's view (issue 16):
// whether the manager saved each caregiver for the elder, the elder's pending contact with each and the
// certificate check. They are columns of the candidate list's own statement (matching candidatePages,
// ADR 0020): the ranked window's rows carry them, with the caregiver's row, resume and name.
import { sql } from 'drizzle-orm';
import { caregivers } from '../../db/schema';
import { candidatePages } from '../matching';
import { certificateVerifiedSql } from '../certificates/repository';

export const candidateCardPages = candidatePages('manager_candidate_page', {
  certificateVerified: certificateVerifiedSql(caregivers.userId),
  /** The manager's bookmark of this caregiver for the elder. */
  bookmarkId: sql<number | null>`(select mb.id from manager_bookmarks mb
    where mb.manager_id = ${sql.placeholder('managerId')}::int and mb.elder_id = ${sql.placeholder('elderId')}::int
      and mb.caregiver_id = ${caregivers.userId} order by mb.id limit 1)`,
  /** The elder's pending contact with this caregiver. */
  pendingContactId: sql<number | null>`(select ct.id from contacts ct
    where ct.elder_id = ${sql.placeholder('elderId')}::int and ct.caregiver_id = ${caregivers.userId}
      and ct.status = 'pending' order by ct.id limit 1)`,
});
