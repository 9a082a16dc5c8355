import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Header } from '../components/header';
import { PageBody } from './page';

/** Back one page when the app has somewhere to go back to; otherwise to `fallback` (opened directly). */
export function useBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}

export interface SubPageProps {
  title: string;
  /** Where 뒤로 가기 leads when this page was opened directly (no history inside the app). */
  fallback?: string;
  onBack?: () => void;
  /** Room kept under the body for a fixed BottomBar. */
  bottomInset?: number;
  children: ReactNode;
}

/** A page outside the tab frame: a header with 뒤로 가기 and the title, then the body. */
export function SubPage({ title, fallback = '/', onBack, bottomInset = 0, children }: SubPageProps) {
  const back = useBack(fallback);
  return (
    <>
      <Header title={title} onBack={onBack ?? back} />
      <PageBody $gap={16} $bottomInset={bottomInset}>
        {children}
      </PageBody>
    </>
  );
}
