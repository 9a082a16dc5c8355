import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Header, PageBody } from '@dolbom/shared-ui';

export interface SubPageProps {
  title: string;
  /** Where 뒤로 가기 leads when this page was opened directly (no history inside the app). */
  fallback?: string;
  onBack?: () => void;
  bottomInset?: number;
  children: ReactNode;
}

/** A page outside the tab frame: a header with 뒤로 가기 and the title, then the body. */
export function SubPage({ title, fallback = '/', onBack, bottomInset, children }: SubPageProps) {
  const navigate = useNavigate();
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
  return (
    <>
      <Header title={title} onBack={onBack ?? back} />
      <PageBody $gap={16} $bottomInset={bottomInset}>
        {children}
      </PageBody>
    </>
  );
}
