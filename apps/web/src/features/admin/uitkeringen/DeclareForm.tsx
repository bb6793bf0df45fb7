import { DISTRIBUTION_MESSAGES, parseAmountPerUnit, parseCalendarDate } from '@bp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { controlAria, LabelledField } from '../../../ui/form/LabelledField';
import { declareDistribution, distributionKeys, fundsQuery } from './api';
import { Refusal, TotalsText } from './parts';

const NO_DATE = 'Vul een datum in.';
const NO_FUND = 'Kies een fonds.';
const EX_DATE_HINT = 'De participaties aan het eind van deze dag tellen.';
const AMOUNT_HINT = 'Hoogstens vier cijfers achter de komma, bijvoorbeeld 0,5000.';

type Fields = 'fund' | 'exDate' | 'payDate' | 'amount';

/** One administrator's form: a distribution for a fund and ex-date, proposed for approval. */
export function DeclareForm() {
  const client = useQueryClient();
  const funds = useQuery(fundsQuery());
  const [values, setValues] = useState({
    fund: '',
    exDate: '',
    payDate: '',
    amount: '',
    reason: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const declare = useMutation({
    mutationFn: (input: {
      fundId: number;
      exDate: string;
      payDate: string;
      amount: string;
      reason: string;
    }) =>
      declareDistribution(input.fundId, {
        exDate: input.exDate,
        payDate: input.payDate,
        amountPerUnit: input.amount,
        ...(input.reason.trim() ? { reason: input.reason.trim() } : {}),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: distributionKeys.all }),
  });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const exDate = parseCalendarDate(values.exDate);
    const payDate = parseCalendarDate(values.payDate);
    const amount = parseAmountPerUnit(values.amount);
    const found: Partial<Record<Fields, string>> = {
      ...(values.fund ? {} : { fund: NO_FUND }),
      ...(exDate ? {} : { exDate: NO_DATE }),
      ...(payDate ? {} : { payDate: NO_DATE }),
      ...(exDate && payDate && payDate < exDate
        ? { payDate: DISTRIBUTION_MESSAGES.payBeforeEx }
        : {}),
      ...(amount ? {} : { amount: DISTRIBUTION_MESSAGES.amountFormat }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !exDate || !payDate || !amount) return;
    declare.mutate({ fundId: Number(values.fund), exDate, payDate, amount, reason: values.reason });
  };
  const field = (id: string, name: Fields) => controlAria({ id, error: errors[name] });
  return (
    <section className="card stack" aria-labelledby="uitkering-voorstellen">
      <h2 id="uitkering-voorstellen">Uitkering voorstellen</h2>
      <p>
        Een uitkering gaat pas in als een tweede beheerder haar goedkeurt. Per contract wordt zij
        uitgekeerd of herbelegd, zoals het contract heeft gekozen; een verkocht contract krijgt haar
        altijd uitgekeerd.
      </p>
      <form className="stack" noValidate onSubmit={submit} aria-label="Uitkering voorstellen">
        <LabelledField id="uitkering-fonds" label="Fonds" error={errors.fund}>
          <select
            id="uitkering-fonds"
            className="field-input"
            value={values.fund}
            onChange={set('fund')}
            {...field('uitkering-fonds', 'fund')}
          >
            <option value="">Kies een fonds</option>
            {(funds.data ?? []).map((fund) => (
              <option key={fund.id} value={fund.id}>
                {fund.name} ({fund.code})
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField
          id="uitkering-ex-datum"
          label="Ex-datum"
          hint={EX_DATE_HINT}
          error={errors.exDate}
        >
          <input
            id="uitkering-ex-datum"
            type="date"
            className="field-input"
            value={values.exDate}
            onChange={set('exDate')}
            {...controlAria({ id: 'uitkering-ex-datum', hint: EX_DATE_HINT, error: errors.exDate })}
          />
        </LabelledField>
        <LabelledField id="uitkering-betaaldatum" label="Betaaldatum" error={errors.payDate}>
          <input
            id="uitkering-betaaldatum"
            type="date"
            className="field-input"
            value={values.payDate}
            onChange={set('payDate')}
            {...field('uitkering-betaaldatum', 'payDate')}
          />
        </LabelledField>
        <LabelledField
          id="uitkering-bedrag"
          label="Bedrag per participatie (€)"
          hint={AMOUNT_HINT}
          error={errors.amount}
        >
          <input
            id="uitkering-bedrag"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="field-input"
            value={values.amount}
            onChange={set('amount')}
            {...controlAria({ id: 'uitkering-bedrag', hint: AMOUNT_HINT, error: errors.amount })}
          />
        </LabelledField>
        <LabelledField id="uitkering-toelichting" label="Toelichting (niet verplicht)">
          <input
            id="uitkering-toelichting"
            type="text"
            className="field-input"
            maxLength={500}
            value={values.reason}
            onChange={set('reason')}
          />
        </LabelledField>
        <p>
          <button type="submit" className="btn btn-primary" disabled={declare.isPending}>
            Voorstellen
          </button>
        </p>
      </form>
      <Refusal error={declare.error} />
      {declare.isSuccess ? (
        <p className="alert alert-success" role="status">
          Voorgesteld voor het {declare.data.fundName}: <TotalsText totals={declare.data.totals} />{' '}
          Een tweede beheerder moet het goedkeuren.
        </p>
      ) : null}
    </section>
  );
}
