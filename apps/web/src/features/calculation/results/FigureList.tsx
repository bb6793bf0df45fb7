import type { ReactNode } from 'react';
import '../../../ui/figures/figures.css';

export interface FigureItem {
  label: ReactNode;
  value: ReactNode;
}

/** Labelled key figures, label above value. */
export function FigureList({ items, label }: { items: readonly FigureItem[]; label?: string }) {
  return (
    <dl className="figure-list" aria-label={label}>
      {items.map((item, index) => (
        <div key={index}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
