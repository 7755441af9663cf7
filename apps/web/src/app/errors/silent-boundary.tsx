import { Component, type ReactNode } from 'react';

/**
 * For extras the page works without (the toast and dialog hosts): if their chunk fails to load, they are
 * left out instead of taking the page down with them.
 */
export class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
