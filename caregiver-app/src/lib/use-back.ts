import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Back one screen when this tab has somewhere to go back to; otherwise to `fallback`. */
export function useBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
