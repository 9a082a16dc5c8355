// Centers: search over the national list (center-search-index.ts ranks and pages; rows come by id) and
// lookups. Ranking: the whole keyword as the exact name, then as a prefix, then anywhere in the name,
// then centers found only by their words (place + name/service); within each, the better grade first.
import { eq, inArray } from 'drizzle-orm';
import type { CenterSearchItem } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers } from '../../db/schema';
import type { CenterSearchIndex } from './center-search-index';
import { nameChoseong } from './choseong';

export interface CenterSearch {
  keyword: string;
  page: number;
  size: number;
}

/** One page of a search: the ids from the in-process index, then their rows by primary key. */
export async function searchCenters(
  db: Db,
  index: CenterSearchIndex,
  { keyword, page, size }: CenterSearch,
): Promise<{ items: CenterSearchItem[]; total: number }> {
  const { ids, total } = index.search(keyword, page, size);
  if (ids.length === 0) return { items: [], total };
  const rows = await db.select().from(centers).where(inArray(centers.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        centerId: r.id,
        centerName: r.name,
        zipCode: r.zipCode,
        roadAddress: r.roadAddress,
        jibunAddress: r.jibunAddress,
        detailAddress: r.detailAddress,
        finalGrade: r.finalGrade,
        hasCar: r.hasCar,
        installationTime: r.installationTime ?? '',
        gradeYear: r.gradeYear,
        sido: r.sido,
        sigungu: r.sigungu,
        services: r.services,
        grades: r.grades,
      },
    ];
  });
  return { items, total };
}

/** Fills name_choseong for centers written before the column existed (a database seeded earlier). */
export async function backfillCenterChoseong(db: Db): Promise<number> {
  const rows = await db
    .select({ id: centers.id, name: centers.name })
    .from(centers)
    .where(eq(centers.nameChoseong, ''));
  for (const row of rows) {
    const value = nameChoseong(row.name);
    if (value) await db.update(centers).set({ nameChoseong: value }).where(eq(centers.id, row.id));
  }
  return rows.length;
}
