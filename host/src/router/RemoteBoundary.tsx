import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './RemoteErrorPanel';

interface Props {
  area: string;
  children: ReactNode;
  /** Called before the boundary re-renders its children on retry (e.g. to drop a failed lazy import). */
  onRetry?: () => void;
}

interface State {
  error: Error | null;
  attempt: number;
}

/** Keeps a remote's failure (chunk load or render error) inside its own area: the layout and menu stay usable. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[console] area "${this.props.area}" failed while rendering`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) {
      return (
        <RemoteErrorPanel
          area={this.props.area}
          kind="render"
          detail={this.state.error.message}
          onRetry={this.retry}
        />
      );
    }
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}
