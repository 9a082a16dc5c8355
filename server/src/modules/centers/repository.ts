// Centers: search by name or 초성 (SQL over the stored name_choseong column) and lookups.
import { asc, eq, ilike, like } from 'drizzle-orm';
import { CENTER_SEARCH_LIMIT, isChoseongKeyword, type CenterSearchItem } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers } from '../../db/schema';
import { nameChoseong } from './choseong';

/** LIKE treats % and _ as wildcards; a keyword means its literal characters. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchCenters(db: Db, keyword: string): Promise<CenterSearchItem[]> {
  const where = isChoseongKeyword(keyword)
    ? like(centers.nameChoseong, `%${escapeLike(keyword.replace(/\s/g, ''))}%`)
    : ilike(centers.name, `%${escapeLike(keyword)}%`);
  return db
    .select({
      centerId: centers.id,
      centerName: centers.name,
      zipCode: centers.zipCode,
      roadAddress: centers.roadAddress,
      jibunAddress: centers.jibunAddress,
      detailAddress: centers.detailAddress,
      finalGrade: centers.finalGrade,
      hasCar: centers.hasCar,
      installationTime: centers.installationTime,
    })
    .from(centers)
    .where(where)
    .orderBy(asc(centers.name), asc(centers.id))
    .limit(CENTER_SEARCH_LIMIT);
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
