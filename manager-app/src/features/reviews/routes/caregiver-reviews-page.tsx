import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SubPage } from '@dolbom/shared-ui';
import { ReviewList } from '@dolbom/shared-ui/reviews';
import { ReviewReport, reviewErrorText } from '../components/review-report';

/** /caregivers/:caregiverId/reviews (issue 34): what centers that worked with her wrote, newest first. */
export function CaregiverReviewsPage() {
  const caregiverId = Number(useParams().caregiverId);
  const [reporting, setReporting] = useState<number | null>(null);
  return (
    <SubPage title="센터 후기" fallback={`/detail/care/${caregiverId}`}>
      <ReviewList
        path={`/api/manager/caregivers/${caregiverId}/reviews`}
        onReport={setReporting}
        errorText={reviewErrorText}
      />
      <ReviewReport reviewId={reporting} onClose={() => setReporting(null)} />
    </SubPage>
  );
}
