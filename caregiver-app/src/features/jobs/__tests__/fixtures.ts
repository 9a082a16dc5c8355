import type { ElderCard } from '@dolbom/shared-api/contracts';
import { jobDetailFixture, jobSummaryFixture } from '@dolbom/shared-api/testing';
import { elderCardFixture } from '../../../test-utils/fixtures';

/** A proposed job of 월–금 09:00–13:00 (20 hours a week, so 주휴 is due) at 12,000원. */
export const summary = jobSummaryFixture;
export const detail = jobDetailFixture;

export const elderCard = (elderId: number, title: string): ElderCard =>
  elderCardFixture({ elderId, title, daily: true, distanceKm: 1.2, score: 70 });
