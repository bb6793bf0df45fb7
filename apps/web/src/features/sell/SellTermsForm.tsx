import { SELL_ORDER_KIND, SELL_ORDER_KIND_LABELS, SELL_ORDER_KINDS } from '@bp/domain';
import { useForm, useWatch } from 'react-hook-form';
import {
  AmountField,
  FormErrorSummary,
  RadioGroupField,
  TextField,
  fieldErrorList,
  useFailedSubmits,
} from '../../ui/form';
import {
  amountProblem,
  toSellTerms,
  unitsProblem,
  type SellTerms,
  type SellTermsValues,
} from './sell-terms';

const FIELDS = [
  { name: 'kind', id: 'verkoop-soort' },
  { name: 'amount', id: 'verkoop-bedrag' },
  { name: 'units', id: 'verkoop-participaties' },
] as const;

const KIND_HINTS = {
  bedrag:
    'Wij verkopen zoveel participaties als dit bedrag waard is tegen de koers van de handelsdatum.',
  participaties: 'U kiest zelf hoeveel participaties u verkoopt.',
  alles: 'U verkoopt al uw participaties; daarna is het contract verkocht.',
} as const;

interface SellTermsFormProps {
  /** What the form starts with: the terms the investor had chosen before going back. */
  initial: SellTermsValues;
  onChosen: (terms: SellTerms, values: SellTermsValues) => void;
}

/** Step one of a sale: an amount, a number of units, or everything. */
export function SellTermsForm({ initial, onChosen }: SellTermsFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SellTermsValues>({ defaultValues: initial, shouldFocusError: false });
  const { failedSubmits, countFailedSubmit } = useFailedSubmits();
  const kind = useWatch({ control, name: 'kind' });
  return (
    <section className="card stack" aria-labelledby="verkopen-opdracht">
      <h2 id="verkopen-opdracht">Wat wilt u verkopen?</h2>
      <FormErrorSummary
        errors={fieldErrorList(errors, FIELDS)}
        title="Controleer uw keuze"
        focusKey={failedSubmits}
      />
      <form
        className="form stack"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(
            (values) => onChosen(toSellTerms(values), values),
            countFailedSubmit,
          )(event)
        }
      >
        <RadioGroupField
          id="verkoop-soort"
          legend="Verkopen"
          options={SELL_ORDER_KINDS.map((value) => ({
            value,
            label: SELL_ORDER_KIND_LABELS[value],
            hint: KIND_HINTS[value],
          }))}
          error={errors.kind?.message}
          {...register('kind')}
        />
        {kind === SELL_ORDER_KIND.amount && (
          <AmountField
            id="verkoop-bedrag"
            label="Bedrag dat u wilt verkopen"
            hint="De verkoopwaarde vóór uitstapkosten, bijvoorbeeld 1.500 of 250,50."
            error={errors.amount?.message}
            {...register('amount', { validate: amountProblem })}
          />
        )}
        {kind === SELL_ORDER_KIND.units && (
          <TextField
            id="verkoop-participaties"
            label="Aantal participaties dat u wilt verkopen"
            hint="Hoogstens vier cijfers achter de komma, bijvoorbeeld 12,5."
            inputMode="decimal"
            autoComplete="off"
            error={errors.units?.message}
            {...register('units', { validate: unitsProblem })}
          />
        )}
        <p>
          <button type="submit" className="btn btn-primary">
            Verkoop bekijken
          </button>
        </p>
      </form>
    </section>
  );
}
