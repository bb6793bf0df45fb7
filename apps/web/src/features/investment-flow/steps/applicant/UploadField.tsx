import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@bp/api-schema';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { deleteFile, getFile, putFile } from '../../../../lib/file-store';
import { describedBy, errorIdFor, hintIdFor } from '../../../../ui/form';
import { FieldError } from '../../../../ui/form/FieldError';
import { setSentUpload, useInvestmentFlow } from '../../flow-store';
import { sendAndKeepUpload, UPLOAD_REFUSALS } from './applicant-api';
import { fieldIdFor } from './error-list';
import type { ApplicantFormValues } from './form-values';
import { waitingFileKey } from './waiting-files';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** Checked before anything is sent; the server checks the content again. */
export function uploadRefusal(file: File): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_REFUSALS.tooLarge;
  const typeKnown = UPLOAD_CONTENT_TYPES.some((type) => type === file.type);
  if (!typeKnown && !EXTENSIONS.test(file.name)) return UPLOAD_REFUSALS.wrongType;
  return null;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('nl-NL', { maximumFractionDigits: 1 })} MB`;
}

interface UploadFieldProps {
  /** The form path of the upload id, e.g. "child.kopie.voorkant". */
  path: string;
  label: string;
  /** What the document is for, before the file rules. */
  hint?: string;
}

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'waiting'; name: string; size: number };

/**
 * One document: a file input (pdf, jpg or png up to 10 MB), the file kept in IndexedDB until
 * POST /api/uploads took it, then its id in the form and the flow state. Shows name and size,
 * and lets the investor replace or remove it. A file that could not be sent waits in IndexedDB,
 * also across a reload, until it is sent again or removed.
 */
export function UploadField({ path, label, hint }: UploadFieldProps) {
  const id = fieldIdFor(path);
  const { control } = useFormContext<ApplicantFormValues>();
  const { field, fieldState } = useController({
    control,
    name: path as FieldPath<ApplicantFormValues>,
  });
  const { applicant, currentFlow } = useInvestmentFlow();
  const sent = applicant.uploads[path];
  const waitingKey = waitingFileKey(path, currentFlow);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [problem, setProblem] = useState<string | null>(null);
  const { onChange, ref } = field;

  useEffect(() => {
    if (sent) return;
    let active = true;
    void getFile(waitingKey).then((file) => {
      if (active && file instanceof File)
        setStatus({ kind: 'waiting', name: file.name, size: file.size });
    });
    return () => {
      active = false;
    };
  }, [waitingKey, sent]);

  const send = async (file: File) => {
    setStatus({ kind: 'sending' });
    const result = await sendAndKeepUpload(file, () => path);
    if (!result.sent) {
      setProblem(result.message);
      setStatus({ kind: 'waiting', name: file.name, size: file.size });
      return;
    }
    onChange(result.upload.id);
    await deleteFile(waitingKey);
    setStatus({ kind: 'idle' });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = uploadRefusal(file);
    setProblem(refusal);
    if (refusal) return;
    setSentUpload(path, null);
    onChange('');
    await putFile(waitingKey, file);
    await send(file);
  };

  const retry = async () => {
    const file = await getFile(waitingKey);
    if (file instanceof File) await send(file);
  };

  const remove = async () => {
    setSentUpload(path, null);
    onChange('');
    setProblem(null);
    setStatus({ kind: 'idle' });
    await deleteFile(waitingKey);
  };

  const hintId = hintIdFor(id);
  const errorId = errorIdFor(id);
  const message = problem ?? fieldState.error?.message;
  const hasFile = sent !== undefined || status.kind === 'waiting';
  return (
    <div className="field upload-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className="field-hint">
        {hint ? `${hint} ` : ''}Een pdf, jpg of png van maximaal 10 MB.
      </p>
      <FieldError id={errorId} message={message} />
      {sent ? (
        <p className="upload-file" aria-live="polite">
          Verstuurd: {sent.name} ({formatSize(sent.size)})
        </p>
      ) : null}
      {status.kind === 'waiting' ? (
        <p className="upload-file" aria-live="polite">
          Nog niet verstuurd: {status.name} ({formatSize(status.size)})
        </p>
      ) : null}
      {status.kind === 'sending' ? (
        <p className="upload-file" aria-live="polite">
          Bezig met versturen…
        </p>
      ) : null}
      <input
        id={id}
        ref={ref}
        type="file"
        accept={ACCEPT}
        className="upload-input"
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(hintId, message ? errorId : null)}
        onChange={(event) => void choose(event)}
        disabled={status.kind === 'sending'}
      />
      {hasFile ? (
        <div className="upload-actions">
          {status.kind === 'waiting' ? (
            <button type="button" className="btn btn-secondary" onClick={() => void retry()}>
              Opnieuw versturen<span className="visually-hidden">: {label}</span>
            </button>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={() => void remove()}>
            Verwijderen<span className="visually-hidden">: {label}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
