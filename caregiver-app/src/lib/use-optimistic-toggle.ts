import { useRef, useState } from 'react';
import { useTimedValue } from '@dolbom/shared-ui';
import { errorText } from './format';

/**
 * A saved/unsaved flag that flips at once on tap (optimistic) and settles on the server's answer;
 * a failed call puts it back and says why for a few seconds (`failure`: issue 30, 저장 failed silently
 * offline). Taps while a call runs are ignored (one request at a time).
 */
export function useOptimisticToggle(
  initial: boolean,
  /** Sends the state wanted (not "flip"), so a retried request cannot undo itself. */
  send: (want: boolean) => Promise<{ bookmarked: boolean }>,
) {
  const [value, setValue] = useState(initial);
  const [seen, setSeen] = useState(initial);
  const busy = useRef(false);
  const [failure, setFailure] = useTimedValue<string>();
  // New server data (after a revalidation) wins over the local flag.
  if (initial !== seen) {
    setSeen(initial);
    setValue(initial);
  }
  /** Asks for one state (e.g. 되돌리기 after unsaving). */
  async function setTo(want: boolean) {
    if (busy.current) return;
    busy.current = true;
    const before = value;
    setValue(want);
    try {
      const r = await send(want);
      setValue(r.bookmarked);
    } catch (e) {
      console.error('API 호출 실패', e);
      setValue(before);
      setFailure(saveFailureText(e));
    } finally {
      busy.current = false;
    }
  }
  const toggle = () => setTo(!value);
  return [value, toggle, setTo, failure] as const;
}

/** `저장하지 못했어요. 네트워크 연결을 확인한 뒤 다시 시도해주세요.` — what failed, then why. */
export const saveFailureText = (e: unknown) => `저장하지 못했어요. ${errorText(e)}`;
