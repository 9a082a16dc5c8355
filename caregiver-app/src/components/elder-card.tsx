import type { ReactNode } from 'react';
import type { ElderCard as ElderCardData } from '@dolbom/shared-api/contracts';
import { useToggleElderBookmark } from '../api/toggle-elder-bookmark';
import { useOptimisticToggle } from '../lib/use-optimistic-toggle';
import { CareCard } from './care-card';
import { FitLine } from './fit-line';

/**
 * An elder (near list, picks, 저장함) with its 저장 toggle and its fit line (whether the elder fits her
 * resume, or the main reason not); opens /detail/elder/{elderId}.
 */
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
  /** Lines under the fit line. */
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
      <FitLine item={elder} />
      {children}
    </CareCard>
  );
}
