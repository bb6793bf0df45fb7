import { errorMessages } from '../../../../lib/http';

/** Why a payment or mandate could not be started, in the server's Dutch words. */
export function ProviderFailure({ title, error }: { title: string; error: unknown }) {
  return (
    <div className="alert alert-error stack" role="alert">
      <p>
        <strong>{title}</strong>
      </p>
      {errorMessages(error).map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
