import { Component, type ReactNode } from 'react';
import { RemoteErrorScreen } from './remote-error-screen';

interface Props {
  onRetry: () => void;
  /** Changing it clears a caught error (a retry loads the remote afresh). */
  resetKey: number;
  children: ReactNode;
}

/** A remote that throws while rendering shows the Korean error screen, never a blank page. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; key: number }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; key: number }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('원격 화면 오류', error);
  }

  override render() {
    return this.state.failed ? <RemoteErrorScreen onRetry={this.props.onRetry} /> : this.props.children;
  }
}
