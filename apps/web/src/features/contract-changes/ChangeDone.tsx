import type { CreatedContractChange } from '@bp/api-schema';
import { DateText } from '../../ui/figures';

/** What the investor reads after a change went through: what and from when. */
export function ChangeDone({ change }: { change: CreatedContractChange }) {
  return (
    <div className="alert alert-success" role="status">
      <p>
        Uw wijziging is doorgegeven: {change.omschrijving}{' '}
        {change.ingangsdatum ? (
          <>
            De wijziging gaat in op <DateText date={change.ingangsdatum} style="long" />.
          </>
        ) : (
          'De wijziging gaat in zodra u de nieuwe machtiging heeft ondertekend.'
        )}{' '}
        U ontvangt een bevestiging per e-mail.
      </p>
    </div>
  );
}
