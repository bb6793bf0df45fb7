import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  /** Where the figures can be read instead, e.g. "de cijfers staan in de tabel". */
  fallback: string;
  children: ReactNode;
}

/**
 * Charts load their code on demand. If that fails (a new release, a lost connection), the page
 * keeps working and says where the same figures stand.
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <p className="muted">{this.props.fallback}</p>;
    return this.props.children;
  }
}
