import { Link } from 'react-router';
import { EmptyState } from '../../ui/states';

interface NotFoundStateProps {
  title: string;
  children: string;
}

/** The address names nothing of this investor: say so, and where to go instead. */
export function NotFoundState({ title, children }: NotFoundStateProps) {
  return (
    <EmptyState title={title}>
      <p>{children}</p>
      <p>
        <Link to="/mijn-betaling-afronden">Naar Betaling afronden</Link>
        {' · '}
        <Link to="/mijn-vastgoed">Naar Mijn vastgoed</Link>
      </p>
    </EmptyState>
  );
}
