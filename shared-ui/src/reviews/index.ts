// @dolbom/shared-ui/reviews — 후기 (issue 34): a job's review panel (form, waiting, both shown) and a
// center's or caregiver's reviews. A shared module of its own, loaded only with the review screens
// (docs/adr/0046-first-load-split-shared-code.md).
export { ReviewForm } from './review-form';
export type { ReviewFormProps, ReviewFormValues } from './review-form';
export { ReviewPanel, ReviewCard } from './review-panel';
export type { ReviewPanelProps } from './review-panel';
export { ReviewList } from './review-list';
export type { ReviewListProps } from './review-list';
export { JobReviewScreen } from './job-review-screen';
export type { JobReviewScreenProps } from './job-review-screen';
