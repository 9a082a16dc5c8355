import { useParams } from 'react-router-dom';
import { JobReviewScreen } from '@dolbom/shared-ui/reviews';
import { ReviewReport } from '../components/review-report';
import { errorText } from '../../../lib/format';

/** /jobs/:jobId/review (issue 34): her 후기 of the center, and the center's of her once both are in. */
export function JobReviewPage() {
  const jobId = Number(useParams().jobId);
  return (
    <JobReviewScreen
      role="caregiver"
      jobId={jobId}
      errorText={errorText}
      renderReport={(reviewId, close) => <ReviewReport reviewId={reviewId} onClose={close} />}
    />
  );
}
