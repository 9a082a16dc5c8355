// /jobs/:jobId/review in both apps (issue 34): the job's 후기 as the caller's side sees it, the form while
// open, 신고 on the other side's review. Reads and writes `/api/{role}/jobs/{jobId}/review`.
import { useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { api, isApiError, newIdempotencyKey, idempotencyHeaders } from '@dolbom/shared-api';
import type { JobReviewState, ReviewSide } from '@dolbom/shared-api/contracts';
import { ErrorState, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { ReviewPanel } from './review-panel';
import type { ReviewFormValues } from './review-form';

export interface JobReviewScreenProps {
  role: ReviewSide;
  jobId: number;
  errorText: (error: unknown) => string;
  /** The app's 신고 sheet for a review id (ReportAction with `control`). */
  renderReport: (reviewId: number | null, close: () => void) => ReactNode;
}

export function JobReviewScreen({ role, jobId, errorText, renderReport }: JobReviewScreenProps) {
  const path = `/api/${role}/jobs/${jobId}/review`;
  const { data, error, mutate, isValidating } = useSWR<JobReviewState>(Number.isInteger(jobId) ? path : null);
  const [reporting, setReporting] = useState<number | null>(null);
  // One key per review being written: a double tap or a retry writes it once.
  const key = useRef(newIdempotencyKey());

  async function write(body: ReviewFormValues): Promise<string | null> {
    try {
      const answer = await api.post<JobReviewState>(path, body, { headers: idempotencyHeaders(key.current) });
      await mutate(answer, { revalidate: false });
      return null;
    } catch (e) {
      if (isApiError(e) && e.status === 409) void mutate();
      return errorText(e);
    }
  }

  return (
    <SubPage title="후기" fallback={`/jobs/${jobId}`}>
      {error && !data && (
        <ErrorState description={errorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
      )}
      {!data && !error && <SkeletonList count={3} />}
      {data && (
        <>
          <p>
            {role === 'caregiver'
              ? `${data.aboutName}에 대한 후기`
              : `${data.aboutName} 요양보호사에 대한 후기`}
          </p>
          <ReviewPanel review={data} onWrite={write} onReport={setReporting} />
          {renderReport(reporting, () => setReporting(null))}
        </>
      )}
    </SubPage>
  );
}
