import {
  SUPPORTING_DOCUMENT_KINDS_FOR,
  SUPPORTING_DOCUMENT_LABELS,
  SUPPORTING_DOCUMENTS_MAXIMUM,
} from '@bp/domain';
import { useState, type ChangeEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { LabelledField, controlAria } from '../../../../ui/form/LabelledField';
import { setSentUpload, useInvestmentFlow } from '../../flow-store';
import { sendAndKeepUpload } from './applicant-api';
import { documentUploadKey } from './document-values';
import { fieldIdFor } from './error-list';
import { FormSelect, useFieldError } from './fields';
import type { ApplicantFormValues, PersonBlock } from './form-values';
import { uploadRefusal } from './UploadField';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const HINTS: Readonly<Record<PersonBlock, string>> = {
  mijn: 'Bijvoorbeeld een bewijs van de herkomst van het geld, een verblijfsdocument of een volmacht. Alleen als u die heeft of als wij erom vragen.',
  partner:
    'Bijvoorbeeld een verblijfsdocument of een volmacht van uw partner. Alleen als u die heeft of als wij erom vragen.',
  child:
    'Bijvoorbeeld een bewijs dat u het gezag over uw kind heeft, zoals een uittreksel uit het gezagsregister.',
};

/**
 * A person's further documents (spec §3 `documents`), none required: each added by sending a
 * file (pdf, jpg or png up to 10 MB), then its kind chosen from the kinds the person may have.
 * A file that could not be sent is not kept: the investor chooses it again.
 */
export function DocumentsField({ block }: { block: PersonBlock }) {
  const { control } = useFormContext<ApplicantFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `${block}.documents` });
  const { uploads } = useInvestmentFlow().applicant;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listError = useFieldError(`${block}.documents`);
  const options = SUPPORTING_DOCUMENT_KINDS_FOR[block].map((kind) => ({
    value: kind,
    label: SUPPORTING_DOCUMENT_LABELS[kind],
  }));
  const addId = fieldIdFor(`${block}.documents`);

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = uploadRefusal(file);
    setProblem(refusal);
    if (refusal) return;
    setSending(true);
    const result = await sendAndKeepUpload(file, (id) => documentUploadKey(block, id));
    setSending(false);
    if (!result.sent) {
      setProblem(result.message);
      return;
    }
    const { id } = result.upload;
    append(
      { soort: '', upload: id },
      { shouldFocus: true, focusName: `${block}.documents.${fields.length}.soort` },
    );
  };

  const removeAt = (index: number, uploadId: string) => {
    remove(index);
    setSentUpload(documentUploadKey(block, uploadId), null);
  };

  return (
    <fieldset className="field applicant-group">
      <legend className="applicant-group-legend">Overige documenten (niet verplicht)</legend>
      {fields.map((item, index) => {
        const name = uploads[documentUploadKey(block, item.upload)]?.name ?? 'document';
        return (
          <div key={item.id} className="applicant-subgroup stack">
            <p className="upload-file">
              Document {index + 1}: {name}
            </p>
            <FormSelect
              path={`${block}.documents.${index}.soort`}
              label={`Soort document ${index + 1}`}
              options={options}
              placeholder="Kies wat voor document het is"
            />
            <DocumentUploadError block={block} index={index} />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => removeAt(index, item.upload)}
            >
              Verwijderen<span className="visually-hidden">: document {index + 1}</span>
            </button>
          </div>
        );
      })}
      {fields.length < SUPPORTING_DOCUMENTS_MAXIMUM ? (
        <LabelledField
          id={addId}
          label="Document toevoegen"
          hint={`${HINTS[block]} Een pdf, jpg of png van maximaal 10 MB.`}
          error={problem ?? listError}
        >
          {sending ? (
            <p className="upload-file" aria-live="polite">
              Bezig met versturen…
            </p>
          ) : null}
          <input
            id={addId}
            type="file"
            accept={ACCEPT}
            className="upload-input"
            {...controlAria({ id: addId, hint: HINTS[block], error: problem ?? listError })}
            onChange={(event) => void add(event)}
            disabled={sending}
          />
        </LabelledField>
      ) : (
        <p className="field-hint">
          U heeft het hoogste aantal documenten ({SUPPORTING_DOCUMENTS_MAXIMUM}) toegevoegd.
        </p>
      )}
    </fieldset>
  );
}

/** A problem with a document's upload (the schema's), where the error summary can link to it. */
function DocumentUploadError({ block, index }: { block: PersonBlock; index: number }) {
  const path = `${block}.documents.${index}.upload`;
  const message = useFieldError(path);
  if (!message) return null;
  return (
    <p id={fieldIdFor(path)} className="field-error" tabIndex={-1}>
      {message}
    </p>
  );
}
