import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export interface UrlStepOptions {
  /** The first step (shown without `?step=`). */
  min: number;
  max: number;
  /** A step kept in a saved draft: opening the wizard without `?step=` resumes there. */
  resumeAt?: number;
}

export interface UrlStep {
  step: number;
  /** Forward pushes a history entry; back pops it when it is the one before (else replaces). */
  go: (to: number) => void;
}

interface StepState {
  stepFrom?: number;
}

/**
 * A wizard's step in the URL (`?step=3`), as sign-up does: reload keeps the step, the phone's back
 * button goes back one step, and back from the first step leaves the wizard (its own history entry).
 */
export function useUrlStep({ min, max, resumeAt }: UrlStepOptions): UrlStep {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const raw = params.get('step');
  const parsed = raw !== null && /^\d+$/.test(raw) ? clamp(Number(raw)) : null;
  // Read once: the saved step only matters when the wizard is opened.
  const entry = useRef(parsed === null && resumeAt !== undefined && resumeAt > min ? clamp(resumeAt) : null);
  const step = parsed ?? entry.current ?? min;

  const searchFor = (to: number) => {
    const next = new URLSearchParams(params);
    if (to === min) next.delete('step');
    else next.set('step', String(to));
    const s = next.toString();
    return s ? `?${s}` : '';
  };

  useEffect(() => {
    if (entry.current === null) return;
    const to = entry.current;
    entry.current = null;
    navigate(
      { pathname: location.pathname, search: searchFor(to) },
      { replace: true, state: location.state },
    );
    // Only on opening.
  }, []);

  function go(to: number) {
    const target = clamp(to);
    if (target === step) return;
    if (target > step) {
      navigate({ pathname: location.pathname, search: searchFor(target) }, { state: { stepFrom: step } });
      return;
    }
    if ((location.state as StepState | null)?.stepFrom === target) navigate(-1);
    else navigate({ pathname: location.pathname, search: searchFor(target) }, { replace: true });
  }

  return { step, go };
}
