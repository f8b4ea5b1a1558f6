import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they have thrown. */
  fallback: (error: unknown) => ReactNode;
  /** While showing the fallback, a change of this value renders the children again (e.g. a navigation). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

/** Catches what its children throw while rendering (React needs a class for that) and shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, error: null, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
