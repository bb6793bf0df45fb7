import { describe, expect, it } from 'vitest';
import {
  EMPTY_RELATION_FORM,
  toCreateInput,
  toUpdateInput,
  type RelationFormValues,
} from './relation-form-values';

const stored: RelationFormValues = {
  ...EMPTY_RELATION_FORM,
  Relatie: 'kind',
  initialen: 'L.',
  achternaam: 'Jansen',
  geslacht: 'vrouw',
  geboortedatum: '01-05-2016',
  identiteitsbewijs: 'paspoort',
  geldigTot: '01-08-2030',
};

describe('the relation form as the API reads it', () => {
  it('sends a new relation with its dates in ISO and nothing for empty optional fields', () => {
    expect(toCreateInput({ ...stored, identiteitsbewijs: '', geldigTot: '' })).toEqual({
      Relatie: 'kind',
      initialen: 'L.',
      tussenvoegsel: '',
      achternaam: 'Jansen',
      geslacht: 'vrouw',
      geboortedatum: '2016-05-01',
      bsn: undefined,
      identiteitsbewijs: undefined,
      identiteitsbewijsCard: undefined,
      geldigTot: undefined,
    });
  });

  it('sends a change as only what differs, a typed BSN always, the document whole', () => {
    expect(toUpdateInput(stored, stored)).toEqual({});
    expect(toUpdateInput({ ...stored, tussenvoegsel: 'van', bsn: '111222333' }, stored)).toEqual({
      tussenvoegsel: 'van',
      bsn: '111222333',
    });
    expect(toUpdateInput({ ...stored, identiteitsbewijsCard: 'SPECI2014' }, stored)).toEqual({
      identiteitsbewijs: 'paspoort',
      identiteitsbewijsCard: 'SPECI2014',
      geldigTot: '2030-08-01',
    });
  });
});
