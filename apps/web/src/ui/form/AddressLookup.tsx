/**
 * The parts of an address lookup every address form shows (`lib/postcode-lookup.ts` does the
 * work): the button beside postcode and house number, and the note below them, read out when it
 * changes.
 */
export function AddressLookupButton({ busy, onLookUp }: { busy: boolean; onLookUp: () => void }) {
  return (
    <button type="button" className="btn btn-secondary" onClick={onLookUp} disabled={busy}>
      Adres opzoeken
    </button>
  );
}

export function AddressLookupNote({ note }: { note: string | null }) {
  return (
    <p className="field-hint" role="status">
      {note}
    </p>
  );
}
