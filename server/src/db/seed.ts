// Seeds the demo data on a database without users; one transaction, so it is all or nothing.
import { count } from 'drizzle-orm';
import type { Db } from './client';
import { caregivers, centers, elders, managers, users } from './schema';
import {
  DEMO_CAREGIVERS,
  DEMO_CENTERS,
  DEMO_ELDERS,
  DEMO_MANAGERS,
  DEMO_PASSWORD,
  type DemoAddress,
} from './seed-data';
import type { Gazetteer } from '../modules/geo/gazetteer';
import { nameChoseong } from '../modules/centers/choseong';
import { hashPassword } from '../modules/auth/user-repository';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed-data';

function place(gazetteer: Gazetteer, address: Pick<DemoAddress, 'bcode'>) {
  const found = gazetteer.lookup(address.bcode);
  if (!found) throw new Error(`seed: bcode ${address.bcode} is not in the gazetteer`);
  return { lat: found.lat, lng: found.lng };
}

/** Returns true when it seeded, false when users already existed. */
async function hasUsers(db: Db) {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

export async function seedDemo(db: Db, gazetteer: Gazetteer): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // One hash for every demo account: argon2 is deliberately slow and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Checked again inside the transaction: another process may have seeded meanwhile.
    if (await hasUsers(tx)) return false;

    const centerRows = await tx
      .insert(centers)
      .values(
        DEMO_CENTERS.map(({ zonecode, ...center }) => ({
          ...center,
          zipCode: zonecode,
          nameChoseong: nameChoseong(center.name),
          ...place(gazetteer, center),
        })),
      )
      .returning({ id: centers.id });

    const managerIds: number[] = [];
    for (const m of DEMO_MANAGERS) {
      const [user] = await tx
        .insert(users)
        .values({ loginId: m.loginId, passwordHash, name: m.name, phone: m.phone, role: 'ROLE_MANAGER' })
        .returning({ id: users.id });
      const center = centerRows[m.center];
      if (!user || !center) throw new Error('seed: manager insert failed');
      await tx.insert(managers).values({ userId: user.id, centerId: center.id });
      managerIds.push(user.id);
    }

    for (const g of DEMO_CAREGIVERS) {
      const [user] = await tx
        .insert(users)
        .values({ loginId: g.loginId, passwordHash, name: g.name, phone: g.phone, role: 'ROLE_CAREGIVER' })
        .returning({ id: users.id });
      if (!user) throw new Error('seed: caregiver insert failed');
      await tx.insert(caregivers).values({
        userId: user.id,
        zonecode: g.zonecode,
        roadAddress: g.roadAddress,
        jibunAddress: g.jibunAddress,
        bcode: g.bcode,
        introduction: g.introduction,
        ...place(gazetteer, g),
      });
    }

    await tx.insert(elders).values(
      DEMO_ELDERS.map((e) => {
        const managerId = managerIds[e.manager];
        if (managerId === undefined) throw new Error('seed: elder without manager');
        const { manager: _manager, ...rest } = e;
        return { ...rest, managerId, ...place(gazetteer, e) };
      }),
    );
    return true;
  });
}
