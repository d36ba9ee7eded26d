import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen.tsx';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. on navigation) clears a caught error. */
  resetKey: string;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a screen that fails to load or render, and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
