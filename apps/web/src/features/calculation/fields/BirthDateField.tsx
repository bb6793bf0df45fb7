import { DATE_HINT } from '@bp/domain';
import { ShortNumericField, type TextFieldProps } from '../../../ui/form';

type BirthDateFieldProps = Omit<
  TextFieldProps,
  'label' | 'inputMode' | 'className' | 'autoComplete'
>;

/** "Uw geboortedatum", typed as dag-maand-jaar; the browser may fill it in. */
export function BirthDateField({ hint = DATE_HINT, ...props }: BirthDateFieldProps) {
  return <ShortNumericField label="Uw geboortedatum" hint={hint} autoComplete="bday" {...props} />;
}
