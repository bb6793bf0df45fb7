import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Participations are bought only once a contract is paid: this notice says a payment is still
 * open and leads to the page where the investor completes it.
 */
export function PaymentDueNotice({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="alert alert-info stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Betaling nog niet afgerond</h2>
      {children}
      <p>
        <Link to="/mijn-betaling-afronden" className="btn btn-primary">
          Betaling afronden
        </Link>
      </p>
    </section>
  );
}
