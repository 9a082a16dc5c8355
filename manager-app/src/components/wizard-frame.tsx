import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { BOTTOM_BAR_HEIGHT, BottomBar, Button, Header, PageBody, PageTitle } from '@dolbom/shared-ui';

export interface WizardFrameProps {
  title: string;
  step: number;
  total: number;
  stepTitle: string;
  /** The header's 뒤로 가기. */
  onBack: () => void;
  /** 이전 (hidden on step 1). */
  onPrev?: () => void;
  prevLabel?: string;
  primaryLabel: string;
  onPrimary: () => void;
  primaryLoading?: boolean;
  /** A message from the server (e.g. a 409), shown above the buttons. */
  error?: string | null;
  children: ReactNode;
}

/** One step of a wizard: header, `n / total` and the step's question, the fields, 이전 / 다음 at the bottom. */
export function WizardFrame({
  title,
  step,
  total,
  stepTitle,
  onBack,
  onPrev,
  prevLabel = '이전',
  primaryLabel,
  onPrimary,
  primaryLoading = false,
  error,
  children,
}: WizardFrameProps) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);
  return (
    <>
      <Header title={title} onBack={onBack} />
      <Progress aria-hidden="true">
        <Bar style={{ width: `${(step / total) * 100}%` }} />
      </Progress>
      <PageBody
        $gap={24}
        $bottomInset={BOTTOM_BAR_HEIGHT + (error ? 48 : 0)}
        aria-label={`${title} ${step}/${total} 단계`}
      >
        <div>
          <StepCount>
            {step} / {total}
          </StepCount>
          <PageTitle>{stepTitle}</PageTitle>
        </div>
        {children}
      </PageBody>
      <BottomBar>
        {error && <ServerError role="alert">{error}</ServerError>}
        {onPrev && (
          <Button variant="outline" onClick={onPrev} style={{ flex: '0 0 30%' }}>
            {prevLabel}
          </Button>
        )}
        <Button onClick={onPrimary} loading={primaryLoading}>
          {primaryLabel}
        </Button>
      </BottomBar>
    </>
  );
}

const Progress = styled.div`
  height: 4px;
  background: ${({ theme }) => theme.colors.gray100};
`;
const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease;
`;
const StepCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs}px;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
const ServerError = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.layout.pagePadding}px;
  right: ${({ theme }) => theme.layout.pagePadding}px;
  bottom: calc(100% - 8px);
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
