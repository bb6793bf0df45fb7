interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The error under a field's label; the hidden prefix tells screen-reader users it is an error. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">Fout:</span> {message}
    </p>
  );
}
