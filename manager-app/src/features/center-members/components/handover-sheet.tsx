import { useState } from 'react';
import { BottomSheet, Button, ChipGroup, SheetActions, SheetBody } from '@dolbom/shared-ui';
import { MEMBERSHIP_MESSAGES, type CenterMember } from '@dolbom/shared-api/contracts';
import { MEMBERS_TEXT as T } from '../messages';

/**
 * 어르신 넘기기 (issue 30): the colleague who takes a leaving member's elders, and what goes with them,
 * before one confirmed request.
 */
export function HandoverSheet(props: {
  from: CenterMember | null;
  colleagues: CenterMember[];
  sending: boolean;
  onClose: () => void;
  onConfirm: (toUserId: number) => void;
}) {
  const { from, colleagues } = props;
  const [to, setTo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <BottomSheet
      open={from !== null}
      onClose={props.onClose}
      title={from ? T.handoverTitle(from.name, from.elderCount) : undefined}
    >
      <SheetBody>
        <p>{T.handoverNote}</p>
        {colleagues.length === 0 ? (
          <p role="alert">{T.handoverNoOne}</p>
        ) : (
          <ChipGroup<number>
            label={T.handoverTo}
            options={colleagues.map((c) => ({ value: c.userId, label: c.name }))}
            columns={2}
            value={to}
            error={error ?? undefined}
            onChange={(id) => {
              setTo(id);
              setError(null);
            }}
          />
        )}
        <SheetActions>
          <Button variant="outline" onClick={props.onClose}>
            {T.cancel}
          </Button>
          <Button
            loading={props.sending}
            disabled={colleagues.length === 0}
            onClick={() => (to === null ? setError(MEMBERSHIP_MESSAGES.handoverTo) : props.onConfirm(to))}
          >
            {T.handoverConfirm}
          </Button>
        </SheetActions>
      </SheetBody>
    </BottomSheet>
  );
}
