import { useParams } from 'react-router-dom';
import { JobReviewScreen } from '@dolbom/shared-ui/reviews';
import { ReviewReport, reviewErrorText } from '../components/review-report';

/** /jobs/:jobId/review (issue 34): the center's 후기 of the caregiver, and hers once both are in. */
export function JobReviewPage() {
  const jobId = Number(useParams().jobId);
  return (
    <JobReviewScreen
      role="manager"
      jobId={jobId}
      errorText={reviewErrorText}
      renderReport={(reviewId, close) => <ReviewReport reviewId={reviewId} onClose={close} />}
    />
  );
}
