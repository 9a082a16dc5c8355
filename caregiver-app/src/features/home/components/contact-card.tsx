import type { ContactCard as ContactCardData } from '@dolbom/shared-api/contracts';
import { CareCard } from '../../../components/care-card';
import { FitLine } from '../../../components/fit-line';
import { useToggleContactBookmark } from '../../../api/toggle-contact-bookmark';
import { useOptimisticToggle } from '../../../lib/use-optimistic-toggle';

/** A received contact on the home list, with whether it fits her resume (issue 30); 저장 flips at once. */
export function ContactCard({ contact }: { contact: ContactCardData }) {
  const toggleBookmark = useToggleContactBookmark();
  const [saved, toggle, , failure] = useOptimisticToggle(contact.bookmarked, (want) =>
    toggleBookmark(contact.contactId, want),
  );
  return (
    <CareCard
      to={`/detail/elder/contact/${contact.contactId}`}
      card={contact}
      distanceKm={contact.distanceKm}
      bookmark={{ saved, failure, onToggle: () => void toggle() }}
    >
      <FitLine item={contact} />
    </CareCard>
  );
}
