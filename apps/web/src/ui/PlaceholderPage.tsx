import type { ReactNode } from 'react';

interface PlaceholderPageProps {
  title: string;
  children: ReactNode;
}

/** A page whose content a later issue builds: its title and one sentence about it. */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <p className="muted">{children}</p>
    </div>
  );
}
