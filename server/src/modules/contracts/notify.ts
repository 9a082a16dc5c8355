// 근로계약서 notifications (issue 33), written by the event's own transaction: to the side that did not
// act, with the job's line (the posting's title for her; her name and that title for the manager) and
// the contract's screen in the recipient's remote. Push and SMS say only NOTIFICATION_PUSH_TEXT.
import type { NotificationType } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema';
import { nameOf, postingTitle } from '../jobs/notify';
import { recordNotification } from '../notifications/repository';

type ContractEvent = Extract<NotificationType, `contract_${string}`>;

export async function notifyContractEvent(
  db: Db,
  type: ContractEvent,
  contractId: number,
  job: Pick<JobRow, 'elderId' | 'caregiverId' | 'managerId' | 'workType'>,
  to: 'caregiver' | 'manager',
  now: Date,
): Promise<void> {
  const title = await postingTitle(db, job.elderId, job.workType, now);
  await recordNotification(db, {
    userId: to === 'caregiver' ? job.caregiverId : job.managerId,
    type,
    refId: contractId,
    title: to === 'caregiver' ? title : `${await nameOf(db, job.caregiverId)} · ${title}`,
    target: `/contracts/${contractId}`,
  });
}
