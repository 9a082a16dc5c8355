import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SubPage } from '@dolbom/shared-ui';
import { ReviewList } from '@dolbom/shared-ui/reviews';
import { ReviewReport } from '../components/review-report';
import { errorText } from '../../../lib/format';

/** /centers/:centerId/reviews (issue 34): what caregivers who worked there wrote, newest first. */
export function CenterReviewsPage() {
  const centerId = Number(useParams().centerId);
  const [reporting, setReporting] = useState<number | null>(null);
  return (
    <SubPage title="요양보호사 후기">
      <ReviewList
        path={`/api/caregiver/centers/${centerId}/reviews`}
        onReport={setReporting}
        errorText={errorText}
      />
      <ReviewReport reviewId={reporting} onClose={() => setReporting(null)} />
    </SubPage>
  );
}
