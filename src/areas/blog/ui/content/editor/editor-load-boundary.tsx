import { Component, type ReactNode } from 'react';
import { Button } from '../../../../../ui/primitives/button.tsx';
import { RETRY } from '../../../../../review-kit/kit-texts.ts';
import { EDITOR_LOAD_FAILED } from '../content-texts.ts';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The editor's code loads on demand and can fail to (offline, a deploy replaced the chunk): say so and offer
 * to try again, instead of taking the whole page down. Any draft stays in storage meanwhile.
 */
export class EditorLoadBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('The blog editor could not be loaded.', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-fp-danger">
        <span>{EDITOR_LOAD_FAILED}</span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          {RETRY}
        </Button>
      </div>
    );
  }
}
