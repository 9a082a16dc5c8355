import { ReportAction } from '@dolbom/shared-ui/report';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@dolbom/shared-api';
import { managerReportBodySchema } from '@dolbom/shared-api/contracts';
import { sendReport } from '../../caregiver-detail/api/send-report';

/** The words of a failed review request. */
export const reviewErrorText = (e: unknown) => (isApiError(e) ? e.message : NETWORK_ERROR_MESSAGE);

/** 신고 of one review (issue 34): the shared report sheet, opened from the review's own 신고 button. */
export function ReviewReport({ reviewId, onClose }: { reviewId: number | null; onClose: () => void }) {
  return (
    <ReportAction
      control={{ open: reviewId !== null, onClose }}
      check={(values) =>
        managerReportBodySchema.safeParse({ targetType: 'REVIEW', targetId: reviewId, ...values })
      }
      send={sendReport}
      intro="이 후기를 신고하는 이유를 골라주세요."
    />
  );
}
