import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'dichtbij' : 'ver weg'}</div>;
}

/** A stand-in IntersectionObserver that the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.instances = [];
  });

  it('says "near" once the element comes within the margin of the screen, and stays so', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('ver weg')).toBeInTheDocument();
    const observer = FakeObserver.instances[0];
    expect(observer?.options?.rootMargin).toBe('300px');

    act(() => observer?.report(false));
    expect(screen.getByText('ver weg')).toBeInTheDocument();
    act(() => observer?.report(true));
    expect(screen.getByText('dichtbij')).toBeInTheDocument();
    expect(observer?.disconnected).toBe(true);
  });

  it('says "near" at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('dichtbij')).toBeInTheDocument();
  });
});
