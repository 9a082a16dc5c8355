import { ReportAction } from '@dolbom/shared-ui/report';
import { caregiverReportBodySchema } from '@dolbom/shared-api/contracts';
import { sendReport } from '../../../api/send-report';

/** 신고 of one review (issue 34): the shared report sheet, opened from the review's own 신고 button. */
export function ReviewReport({ reviewId, onClose }: { reviewId: number | null; onClose: () => void }) {
  return (
    <ReportAction
      control={{ open: reviewId !== null, onClose }}
      check={(values) =>
        caregiverReportBodySchema.safeParse({ targetType: 'REVIEW', targetId: reviewId, ...values })
      }
      send={sendReport}
      intro="이 후기를 신고하는 이유를 골라주세요."
    />
  );
}
