import type { ReactNode } from 'react';
import type { ElderCard as ElderCardData } from '@dolbom/shared-api/contracts';
import { useToggleElderBookmark } from '../api/toggle-elder-bookmark';
import { useOptimisticToggle } from '../lib/use-optimistic-toggle';
import { CareCard } from './care-card';

/** An elder (near list, picks, 저장함) with its 저장 toggle; opens /detail/elder/{elderId}. */
export function ElderCard({
  elder,
  showDistance = true,
  actions,
}: {
  elder: ElderCardData;
  showDistance?: boolean;
  actions?: ReactNode;
}) {
  const toggleBookmark = useToggleElderBookmark();
  const [saved, toggle] = useOptimisticToggle(elder.bookmarked, (want) =>
    toggleBookmark(elder.elderId, want),
  );
  return (
    <CareCard
      to={`/detail/elder/${elder.elderId}`}
      card={elder}
      distanceKm={showDistance ? elder.distanceKm : undefined}
      bookmark={{ saved, onToggle: () => void toggle() }}
      actions={actions}
    />
  );
}
