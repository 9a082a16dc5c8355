import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../components/header';
import { IconClose, messages } from '@dolbom/shared-ui/core';
import { Modal } from './modal';

export interface BottomSheetProps {
  open: boolean;
  /** Escape, backdrop tap and the close button. */
  onClose: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Shows an X button (aria-label 닫기) at the top right. Default true. */
  showClose?: boolean;
  children?: ReactNode;
}

const Handle = styled.div`
  width: 40px;
  height: 4px;
  margin: ${({ theme }) => theme.space.xs}px auto 0;
  border-radius: ${({ theme }) => theme.radii.full}px;
  background: ${({ theme }) => theme.colors.gray300};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px 0 ${theme.layout.pagePadding}px`};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Content = styled.div`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.layout.pagePadding}px ${theme.space.xl}px`};
`;

/** Sheet that slides up from the bottom, within the 440px column. */
export function BottomSheet({ open, onClose, title, label, showClose = true, children }: BottomSheetProps) {
  const titleId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      placement="bottom"
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : label}
    >
      <Handle aria-hidden="true" />
      {(title || showClose) && (
        <Top>
          {title ? <Title id={titleId}>{title}</Title> : <span />}
          {showClose && (
            <IconButton aria-label={messages.close} onClick={onClose}>
              <IconClose />
            </IconButton>
          )}
        </Top>
      )}
      <Content>{children}</Content>
    </Modal>
  );
}
