import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedPages } from '../routing/lazy-page';
import { ErrorCard } from './ErrorCard';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Where Go Home leads; the boundary resets first so the new page can render. */
  onGoHome: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches a page that fails to render or whose code fails to load, and offers the way out the
 * specification gives. React only offers error boundaries as class components.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  constructor(props: ErrorBoundaryProps) {
    super(props);
    // Mounted for a new address: a page that failed to download earlier gets another chance.
    retryFailedPages();
  }

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Settings page failed', error, info.componentStack);
  }

  private readonly reset = () => {
    retryFailedPages();
    this.setState({ failed: false });
  };

  private readonly goHome = () => {
    this.reset();
    this.props.onGoHome();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorCard onTryAgain={this.reset} onGoHome={this.goHome} />;
  }
}
