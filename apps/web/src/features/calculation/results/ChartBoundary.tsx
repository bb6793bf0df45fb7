import { Component, type ReactNode } from 'react';

/** If the chart's code cannot load (a new release, a lost connection), the tables still stand. */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="muted">
          De grafiek kan nu niet worden getoond; de cijfers staan in de tabel.
        </p>
      );
    }
    return this.props.children;
  }
}
