import type { Contract, CreatedContractChange, MonthlyDepositState } from '@bp/api-schema';
import {
  COLLECTION_DAYS,
  MONTHLY_DEPOSIT_ACTIONS,
  MONTHLY_DEPOSIT_ACTION_LABELS,
  PAUSE_MONTHS,
  formatEuro,
  parseDutchAmount,
  type MonthlyDepositAction,
} from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateText } from '../../ui/figures';
import {
  AmountField,
  FormErrorSummary,
  RadioGroupField,
  SelectField,
  SubmitButton,
  useApiSubmit,
} from '../../ui/form';
import { ErrorState, LoadingState } from '../../ui/states';
import { changesQuery, postChange } from './api';
import { ChangeDone } from './ChangeDone';
import { WhatIfLine } from './WhatIfLine';

interface Values {
  actie: MonthlyDepositAction;
  bedrag: string;
  dag: string;
  maanden: string;
}

/** The actions that make sense now: a pause needs a deposit, a resume a pause. */
function actionsFor(state: MonthlyDepositState): MonthlyDepositAction[] {
  return MONTHLY_DEPOSIT_ACTIONS.filter((action) => {
    if (action === 'pauzeren' || action === 'stoppen')
      return state.bedrag !== null && !state.gepauzeerdTot;
    if (action === 'hervatten') return state.gepauzeerdTot !== null;
    return true;
  });
}

function arrangement(amount: string | null, day: number | null): string {
  return amount
    ? `${formatEuro(amount)} per maand, op de ${day}e van de maand`
    : 'Geen: u stort zelf bij wanneer u wilt';
}

function CurrentDeposit({ state }: { state: MonthlyDepositState }) {
  return (
    <section className="card stack" aria-labelledby="maandinleg-nu">
      <h2 id="maandinleg-nu">Uw maandelijkse inleg</h2>
      <dl className="details-grid">
        <dt>Inleg nu</dt>
        <dd>{arrangement(state.bedragNu, state.dagNu)}</dd>
        {state.gaatInOp && (
          <>
            <dt>
              Vanaf <DateText date={state.gaatInOp} style="long" />
            </dt>
            <dd>{arrangement(state.bedrag, state.dag)}</dd>
          </>
        )}
        {state.gepauzeerdTot && (
          <>
            <dt>Gepauzeerd</dt>
            <dd>
              tot en met <DateText date={state.gepauzeerdTot} style="long" />
            </dd>
          </>
        )}
        <dt>Volgende incasso</dt>
        <dd>
          {state.volgendeIncasso ? (
            <>
              <DateText date={state.volgendeIncasso.datum} style="long" />:{' '}
              {formatEuro(state.volgendeIncasso.bedrag)}
            </>
          ) : (
            'Geen incasso gepland'
          )}
        </dd>
        {state.uitersteWijzigingsdatum && (
          <>
            <dt>Uiterste wijzigingsdatum</dt>
            <dd>
              <DateText date={state.uitersteWijzigingsdatum} style="long" />
            </dd>
          </>
        )}
      </dl>
      {state.komendeIncassos.length > 0 && (
        <>
          <h3 id="komende-incassos">Komende incasso&apos;s</h3>
          <ul className="change-list" aria-labelledby="komende-incassos">
            {state.komendeIncassos.map((collection) => (
              <li key={collection.datum}>
                <DateText date={collection.datum} style="long" />:{' '}
                {collection.gepauzeerd ? 'gepauzeerd: geen incasso' : formatEuro(collection.bedrag)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        Een wijziging die u tot en met de uiterste wijzigingsdatum doorgeeft, geldt voor de volgende
        incasso. Geeft u haar later door, dan geldt zij vanaf de incasso van de maand erna. Wijzigt
        u vandaag, dan gaat de wijziging in met de incasso van{' '}
        <strong>
          <DateText date={state.ingangsdatumWijziging} style="long" />
        </strong>
        .
      </p>
      {!state.machtigingGetekend && state.bedrag && (
        <p className="alert alert-info">
          Er is nog geen ondertekende machtiging voor dit contract: zonder machtiging incasseren wij
          niets. U geeft de machtiging af op de pagina Gegevens.
        </p>
      )}
    </section>
  );
}

interface ChangeFormProps {
  contract: Contract;
  state: MonthlyDepositState;
  done: CreatedContractChange | null;
  onDone: (change: CreatedContractChange) => void;
}

function ChangeForm({ contract, state, done, onDone }: ChangeFormProps) {
  const actions = actionsFor(state);
  const days = [...new Set<number>([...COLLECTION_DAYS, ...(state.dag ? [state.dag] : [])])];
  const { register, handleSubmit, control, formState } = useForm<Values>({
    defaultValues: {
      actie: 'aanpassen',
      bedrag: state.bedrag ? state.bedrag.replace('.', ',') : '',
      dag: String(state.dag ?? COLLECTION_DAYS[0]),
      maanden: '1',
    },
  });
  const { submit, onInvalid, serverErrors, failedAttempts } = useApiSubmit(
    async (values: Values) => {
      const amount = parseDutchAmount(values.bedrag);
      onDone(
        await postChange(contract.ContractID, {
          option: 'maandinleg',
          actie: values.actie,
          ...(values.actie === 'aanpassen'
            ? { bedrag: amount.ok ? amount.value : values.bedrag, dag: Number(values.dag) }
            : {}),
          ...(values.actie === 'pauzeren' ? { maanden: Number(values.maanden) } : {}),
        }),
      );
    },
  );
  const action = useWatch({ control, name: 'actie' });
  const typed = parseDutchAmount(useWatch({ control, name: 'bedrag' }));
  return (
    <section className="card stack" aria-labelledby="maandinleg-wijzigen">
      <h2 id="maandinleg-wijzigen">Wijziging doorgeven</h2>
      {done && <ChangeDone change={done} />}
      <FormErrorSummary
        errors={serverErrors.map((message) => ({ message }))}
        title="De wijziging is niet doorgegeven"
        focusKey={failedAttempts}
      />
      <form className="form stack" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
        <RadioGroupField
          id="maandinleg-actie"
          legend="Wat wilt u doen?"
          options={actions.map((value) => ({ value, label: MONTHLY_DEPOSIT_ACTION_LABELS[value] }))}
          {...register('actie')}
        />
        {action === 'aanpassen' && (
          <>
            <AmountField
              id="maandinleg-bedrag"
              label="Nieuw bedrag per maand"
              hint={`Minimaal ${formatEuro(state.minimum)}.`}
              {...register('bedrag')}
            />
            <SelectField id="maandinleg-dag" label="Dag van de incasso" {...register('dag')}>
              {days.map((day) => (
                <option key={day} value={day}>
                  de {day}e van de maand
                </option>
              ))}
            </SelectField>
            <WhatIfLine contractId={contract.ContractID} amount={typed.ok ? typed.value : null} />
          </>
        )}
        {action === 'pauzeren' && (
          <SelectField id="maandinleg-maanden" label="Hoe lang pauzeren?" {...register('maanden')}>
            {Array.from({ length: PAUSE_MONTHS.max }, (_, index) => index + PAUSE_MONTHS.min).map(
              (months) => (
                <option key={months} value={months}>
                  {months} {months === 1 ? 'maand' : 'maanden'}
                </option>
              ),
            )}
          </SelectField>
        )}
        <SubmitButton busy={formState.isSubmitting}>Wijziging doorgeven</SubmitButton>
      </form>
    </section>
  );
}

/** wijzigen/maandinleg: the deposit as it stands, its dates, and the change form. */
export function MonthlyDepositChange({ contract }: { contract: Contract }) {
  const { data, error, isError, refetch } = useQuery(changesQuery(contract.ContractID));
  const [done, setDone] = useState<CreatedContractChange | null>(null);
  if (isError) {
    return (
      <ErrorState
        title="De maandelijkse inleg kon niet worden geladen"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <LoadingState label="De maandelijkse inleg wordt geladen…" />;
  return (
    <>
      <CurrentDeposit state={data.maandinleg} />
      {/* A new arrangement starts the form afresh (its actions and amount follow it). */}
      <ChangeForm
        key={`${data.maandinleg.bedrag}-${data.maandinleg.dag}-${data.maandinleg.gepauzeerdTot}`}
        contract={contract}
        state={data.maandinleg}
        done={done}
        onDone={setDone}
      />
    </>
  );
}
