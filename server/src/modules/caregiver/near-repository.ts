// 근처 어르신: the picks, every elder in range (the matching module's nearPicks / findEveryNearElder), and
// one elder's detail (any existing elder may be viewed). Every card says what does not fit her resume
// (fit.ts) as plainly as what fits (issue 30).
import { and, desc, eq } from 'drizzle-orm';
import {
  NEAR_PICK_KEYS,
  type ElderCard,
  type NearAllItem,
  type NearElderDetail,
  type NearListResponse,
  type Page,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { connectionOf } from '../jobs/connections-repository';
import { applies } from '../../db/schema';
import {
  findEveryNearElder,
  fitOf,
  nearPicks,
  nearPicksAsOf,
  noPicks,
  type CaregiverForMatching,
  type Fit,
  type NearPick,
  type NearPicks,
  type ElderCardColumns,
  type NearElderResult,
} from '../matching';
import {
  DETAIL_RADIUS_KM,
  centerObject,
  elderCard,
  elderInfo,
  iso,
  knownCaregiver,
  loadCaregiverWithSaved,
  loadElderView,
  scoreElder,
} from './elders-repository';

/**
 * A matching result → its card. The elder's row, center and manager come with the result (matching
 * reads them in the list's own statement, issue 16); without a center there is no card, as before.
 */
function toCard(
  result: NearElderResult & { card: ElderCardColumns } & Partial<Fit>,
  caregiver: CaregiverForMatching,
  saved: ReadonlySet<number>,
  now: Date,
): ElderCard | null {
  const { elder, center, managerStatus } = result.card;
  if (!center || !managerStatus) return null;
  // The full list's rows come with their fit (findEveryNearElder); a pick's is worked out here.
  const fit = result.mismatches ? (result as Fit) : fitOf(result.elder, caregiver);
  const scored = { ...result, fit: fit.fit, fits: fit.fits, mismatches: fit.mismatches };
  return elderCard({ elder, center, managerStatus }, scored, saved.has(elder.id), now);
}

export async function nearList(
  db: Db,
  caregiverId: number,
  radiusKm: number,
  now: Date,
): Promise<NearListResponse> {
  // One statement when she was read lately and has not changed since: her matching view is remembered,
  // and the picks statement checks her rows' version and reads her saved elders (issue 16).
  const known = knownCaregiver(db, caregiverId);
  if (known) {
    const asOf = await nearPicksAsOf(db, { caregiver: known.caregiver, asOf: known.version, radiusKm });
    if (asOf) return nearListAnswer(asOf.picks, known.caregiver, asOf.saved, known.address, now);
  }
  // Her address, matching's view of her and her saved elders in one read; matching reuses it.
  const me = await loadCaregiverWithSaved(db, caregiverId);
  // Unchanged since: the statement above found nothing to pick (or she has no resume), and stands.
  const picks =
    known?.version === me.version
      ? noPicks()
      : await nearPicks(db, { caregiverId, radiusKm, caregiver: me.caregiver });
  return nearListAnswer(picks, me.caregiver, me.saved, me.address, now);
}

function nearListAnswer(
  picks: NearPicks,
  caregiver: CaregiverForMatching,
  saved: ReadonlySet<number>,
  address: string,
  now: Date,
): NearListResponse {
  // A pick in several slots is one card (the answer repeats it).
  const cards = new Map<NearPick, ElderCard | null>();
  const card = (k: (typeof NEAR_PICK_KEYS)[number]) => {
    const pick = picks[k];
    if (!pick) return null;
    if (!cards.has(pick)) cards.set(pick, toCard(pick, caregiver, saved, now));
    return cards.get(pick) ?? null;
  };
  return {
    meal: card('meal'),
    toileting: card('toileting'),
    mobility: card('mobility'),
    daily: card('daily'),
    wage: card('wage'),
    address,
  };
}

/** Every open elder in range (with or without a resume), nearest first, each with its fit line. */
export async function nearAll(
  db: Db,
  caregiverId: number,
  q: { radiusKm: number; page: number; size: number },
  now: Date,
): Promise<Page<NearAllItem>> {
  const { caregiver, saved } = await loadCaregiverWithSaved(db, caregiverId);
  const page = await findEveryNearElder(db, { caregiverId, ...q, caregiver });
  return {
    ...page,
    content: page.content.flatMap((r) => {
      const card = toCard(r, caregiver, saved, now);
      return card ? [card] : [];
    }),
  };
}

export async function elderDetail(
  db: Db,
  caregiverId: number,
  elderId: number,
  now: Date,
): Promise<NearElderDetail> {
  const view = await loadElderView(db, elderId);
  const { caregiver, saved } = await loadCaregiverWithSaved(db, caregiverId);
  const scored = scoreElder(view.elder, caregiver, DETAIL_RADIUS_KM);
  const own = await db
    .select({ id: applies.id, status: applies.status })
    .from(applies)
    .where(and(eq(applies.elderId, elderId), eq(applies.caregiverId, caregiverId)))
    .orderBy(desc(applies.createdAt), desc(applies.id));
  const pending = own.find((a) => a.status === 'pending');
  const accepted = own.find((a) => a.status === 'accepted');
  const center = centerObject(view.center);
  const connection = await connectionOf(db, 'caregiver', caregiverId, { caregiverId, elderId }, now);
  return {
    ...elderCard(view, scored, saved.has(elderId), now),
    // As on the contact detail (spec §3): the Center object and the posting's time (issue 30).
    center,
    centerName: view.center.name,
    createdAt: iso(view.elder.createdAt),
    workType: view.elder.workRequirement,
    message: view.elder.message,
    elder: elderInfo(view.elder, now),
    centerInfo: center,
    pendingApplyId: pending?.id ?? null,
    applyStatus: pending ? 'pending' : accepted ? 'accepted' : null,
    closed: view.elder.closedAt !== null,
    connection,
  };
}
