// 신고하기 on the caregiver detail (the shared ReportAction with the manager's body).
import { ReportAction } from '@dolbom/shared-ui/report';
import { managerReportBodySchema } from '@dolbom/shared-api/contracts';
import { sendReport } from '../api/send-report';

export function ReportCaregiver({ caregiverId, name }: { caregiverId: number; name: string }) {
  return (
    <ReportAction
      check={(values) =>
        managerReportBodySchema.safeParse({ targetType: 'CAREGIVER', targetId: caregiverId, ...values })
      }
      send={sendReport}
      intro={`${name} 요양보호사를 신고하는 이유를 골라주세요.`}
    />
  );
}
