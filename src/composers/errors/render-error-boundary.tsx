import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';
import { useReturnHome } from './hooks/use-return-home.ts';

export interface RenderErrorBoundaryProps {
  children: ReactNode;
  /** When any of these change (the path, say), a shown error screen resets by itself. */
  resetKeys?: readonly unknown[];
  /** Reports the error (telemetry); React itself already logs it to the console. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Runs on 'Try Again' before the page renders again: drop what made it fail (cached answers, say). */
  onReset?: () => void;
}

interface BoundaryState {
  failed: boolean;
}

const changed = (before: readonly unknown[] = [], after: readonly unknown[] = []) =>
  before.length !== after.length || before.some((value, index) => !Object.is(value, after[index]));

/**
 * Catches an error thrown while rendering anything below it and shows the error screen (spec section 2).
 * A class component because only classes can be error boundaries; react-error-boundary is not installed
 * and this is all of it we need.
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previousProps: RenderErrorBoundaryProps, previousState: BoundaryState): void {
    if (this.state.failed && previousState.failed && changed(previousProps.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? <BoundaryFallback onReset={this.reset} /> : this.props.children;
  }
}

/** 'Return Home' goes to / and then renders again, since the boundary would otherwise keep its error. */
function BoundaryFallback({ onReset }: { onReset: () => void }) {
  const returnHome = useReturnHome();
  const goHome = () => {
    returnHome()
      .catch((error: unknown) => console.error('Could not go to the home page; reload the page.', error))
      .finally(onReset);
  };
  return <ErrorScreen onReset={onReset} onReturnHome={goHome} focusHeading />;
}
