import { errorMessages } from '../../lib/http';

/** Why a payment could not be started, in the server's Dutch words. */
export function StartFailure({ error }: { error: unknown }) {
  const messages = errorMessages(error);
  return (
    <div className="alert alert-error stack" role="alert">
      <p>
        <strong>De betaling kon niet worden gestart</strong>
      </p>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
