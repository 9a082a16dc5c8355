// 근처 어르신: the picks, every elder in range (the matching module's nearPicks / findEveryNearElder), and
// one elder's detail (any existing elder may be viewed; reasons via scorePair).
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
import { applies } from '../../db/schema';
import { notFound } from '../../errors';
import { FITS_TEXT, findEveryNearElder, nearPicks, scorePair, type NearElderResult } from '../matching';
import {
  DETAIL_RADIUS_KM,
  bookmarkedElderIds,
  centerObject,
  elderCard,
  elderInfo,
  loadCaregiverWithSaved,
  loadElderView,
  loadElderViews,
} from './elders-repository';

/** Matching results → cards (one query for the elders and their centers). */
async function toCards(
  db: Db,
  results: readonly NearElderResult[],
  saved: ReadonlySet<number>,
  now: Date,
): Promise<ElderCard[]> {
  const views = await loadElderViews(
    db,
    results.map((r) => r.elder.id),
  );
  return results.flatMap((r) => {
    const view = views.get(r.elder.id);
    return view ? [elderCard(view, r, saved.has(r.elder.id), now)] : [];
  });
}

export async function nearList(
  db: Db,
  caregiverId: number,
  radiusKm: number,
  now: Date,
): Promise<NearListResponse> {
  // Her address, matching's view of her and her saved elders in one read; matching reuses it.
  const { caregiver, address, saved } = await loadCaregiverWithSaved(db, caregiverId);
  const picks = await nearPicks(db, { caregiverId, radiusKm, caregiver });
  const chosen = NEAR_PICK_KEYS.flatMap((k) => (picks[k] ? [picks[k]] : []));
  const cards = new Map((await toCards(db, chosen, saved, now)).map((c) => [c.elderId, c]));
  const card = (k: (typeof NEAR_PICK_KEYS)[number]) => {
    const pick = picks[k];
    return pick ? (cards.get(pick.elder.id) ?? null) : null;
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
  const cards = await toCards(db, page.content, saved, now);
  const fitOf = new Map(page.content.map((r) => [r.elder.id, r.fit]));
  return {
    ...page,
    content: cards.map((card) => {
      const fit = fitOf.get(card.elderId) ?? null;
      return { ...card, fit, fits: fit === FITS_TEXT };
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
  const scored = await scorePair(db, elderId, caregiverId, DETAIL_RADIUS_KM);
  if (!scored) throw notFound();
  const saved = await bookmarkedElderIds(db, caregiverId);
  const own = await db
    .select({ id: applies.id, status: applies.status })
    .from(applies)
    .where(and(eq(applies.elderId, elderId), eq(applies.caregiverId, caregiverId)))
    .orderBy(desc(applies.createdAt), desc(applies.id));
  const pending = own.find((a) => a.status === 'pending');
  const accepted = own.find((a) => a.status === 'accepted');
  return {
    ...elderCard(view, scored, saved.has(elderId), now),
    workType: view.elder.workRequirement,
    message: view.elder.message,
    elder: elderInfo(view.elder, now),
    centerInfo: centerObject(view.center),
    pendingApplyId: pending?.id ?? null,
    applyStatus: pending ? 'pending' : accepted ? 'accepted' : null,
  };
}
