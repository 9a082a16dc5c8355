import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useDialogFocus } from './use-dialog-focus';

export interface ModalProps {
  open: boolean;
  /** Called on Escape and on a backdrop tap. */
  onClose?: () => void;
  /** `center`: a card in the middle. `bottom`: a sheet sliding up from the bottom. */
  placement?: 'center' | 'bottom';
  /** id of the element naming the dialog (its title). */
  labelledBy?: string;
  /** id of the element describing the dialog (its body text). */
  describedBy?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** role `alertdialog` for messages that need an answer. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  closeOnBackdrop?: boolean;
  children: ReactNode;
  className?: string;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

const Layer = styled.div<{ $placement: 'center' | 'bottom' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: ${({ $placement }) => ($placement === 'center' ? 'center' : 'flex-end')};
  justify-content: center;
  padding: ${({ $placement, theme }) => ($placement === 'center' ? `${theme.space.xl}px` : '0')};
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.backdrop};
  animation: ${fadeIn} 0.2s ease-out;
`;

const Panel = styled.div<{ $placement: 'center' | 'bottom' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  overflow-y: auto;

  &:focus {
    outline: none;
  }

  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          max-width: ${theme.layout.maxWidth - 2 * theme.space.xl}px;
          max-height: 100%;
          border-radius: ${theme.radii.lg}px;
          animation: ${popIn} 0.2s ease-out;
        `
      : css`
          max-width: ${theme.layout.maxWidth}px;
          max-height: 90dvh;
          border-radius: ${theme.radii.xl}px ${theme.radii.xl}px 0 0;
          padding-bottom: env(safe-area-inset-bottom);
          animation: ${slideUp} 0.25s cubic-bezier(0.2, 0.8, 0.2, 1);
        `}
`;

/**
 * Base of every dialog: portal to body, backdrop, aria-modal, focus moved in and kept in
 * (Tab cycles), Escape closes, page scroll locked, focus restored on close.
 */
export function Modal({
  open,
  onClose,
  placement = 'center',
  labelledBy,
  describedBy,
  label,
  role = 'dialog',
  closeOnBackdrop = true,
  children,
  className,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus(open, panelRef, onClose);
  if (!open) return null;

  return createPortal(
    <Layer $placement={placement}>
      <Backdrop data-dialog-backdrop="" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-label={label}
        tabIndex={-1}
        $placement={placement}
        className={className}
      >
        {children}
      </Panel>
    </Layer>,
    document.body,
  );
}
