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
  onUnsaved,
  children,
}: {
  elder: ElderCardData;
  showDistance?: boolean;
  actions?: ReactNode;
  /** A line under the task tags (the near list's fit). */
  children?: ReactNode;
  /** Called when 저장 is turned off, with a way to undo it (저장함's 되돌리기). */
  onUnsaved?: (undo: () => void) => void;
}) {
  const toggleBookmark = useToggleElderBookmark();
  const [saved, toggle, setTo, failure] = useOptimisticToggle(elder.bookmarked, (want) =>
    toggleBookmark(elder.elderId, want),
  );
  return (
    <CareCard
      to={`/detail/elder/${elder.elderId}`}
      card={elder}
      distanceKm={showDistance ? elder.distanceKm : undefined}
      bookmark={{
        saved,
        failure,
        onToggle: () => {
          void toggle();
          if (saved && onUnsaved) onUnsaved(() => void setTo(true));
        },
      }}
      actions={actions}
    >
      {children}
    </CareCard>
  );
}
