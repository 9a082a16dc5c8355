// 신고하기 on the elder detail, the contact detail and a 근로계약서 (the shared ReportAction with the caregiver's body).
import { ReportAction as SharedReportAction } from '@dolbom/shared-ui/report';
import { caregiverReportBodySchema } from '@dolbom/shared-api/contracts';
import { sendReport } from '../api/send-report';

export interface ReportActionProps {
  targetType: 'ELDER' | 'CONTACT' | 'CONTRACT';
  targetId: number;
  /** One line naming what is reported. */
  intro: string;
}

export function ReportAction({ targetType, targetId, intro }: ReportActionProps) {
  return (
    <SharedReportAction
      check={(values) => caregiverReportBodySchema.safeParse({ targetType, targetId, ...values })}
      send={sendReport}
      intro={intro}
    />
  );
}
