import { APPLICANT_TYPES } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { serializeState } from '../../../lib/persistence';
import { APPLICANT_SECRET_KEYS, withoutSecrets } from './applicant-state';
import { initialInvestmentFlowState } from './investment-flow-state';
import { restoreInvestmentFlow, STORED_APPLICANT_TYPES } from './restore';

const VALUES = {
  type: 'child',
  mijn: {
    achternaam: 'Berg',
    bsn: '111222333',
    identiteitsbewijsCard: 'XR1001R58',
    kopie: { voorkant: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', achterkant: '' },
    abroadTax: {
      country: 'BE',
      taxIdentificationNumber: '85073003328',
      furtherTaxResidencies: [{ country: 'DE', taxIdentificationNumber: '12345678903' }],
      taxIdentificationNumberUS: '123456789',
    },
  },
};

describe('the applicant step in the persisted flow', () => {
  it('leaves out the BSN, the document number and every TIN at any depth', () => {
    const copy = JSON.stringify(withoutSecrets(VALUES));
    for (const secret of ['111222333', 'XR1001R58', '85073003328', '12345678903', '123456789']) {
      expect(copy).not.toContain(secret);
    }
    expect(withoutSecrets(VALUES)).toEqual({
      type: 'child',
      mijn: {
        achternaam: 'Berg',
        kopie: { voorkant: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', achterkant: '' },
        abroadTax: { country: 'BE', furtherTaxResidencies: [{ country: 'DE' }] },
      },
    });
    expect([...APPLICANT_SECRET_KEYS]).toEqual([
      'bsn',
      'identiteitsbewijsCard',
      'taxIdentificationNumber',
      'taxIdentificationNumberUS',
    ]);
  });

  it('cleans a stored copy again on restore, whatever wrote it', () => {
    const stored = {
      ...initialInvestmentFlowState(),
      activePage: 'applicant',
      applicant: {
        type: 'child',
        values: VALUES,
        uploads: {
          'child.abroadTax.CLN': { id: 'x', name: 'cln.pdf', size: 3, type: 'application/pdf' },
        },
        relationId: 7,
      },
    };
    const restored = restoreInvestmentFlow(
      JSON.parse(serializeState(stored)),
      initialInvestmentFlowState(),
    );
    expect(JSON.stringify(restored)).not.toContain('111222333');
    expect(restored.applicant).toMatchObject({ type: 'child', relationId: 7 });
    expect(restored.applicant.uploads['child.abroadTax.CLN']?.name).toBe('cln.pdf');
  });

  it('forgets an unknown applicant type and a copy from before the step existed', () => {
    const initial = initialInvestmentFlowState();
    expect(
      restoreInvestmentFlow({ applicant: { type: 'buurman' } }, initial).applicant.type,
    ).toBeNull();
    expect(restoreInvestmentFlow({ activePage: 'applicant' }, initial).applicant).toEqual(
      initial.applicant,
    );
  });

  it('knows the domain’s applicant types', () => {
    expect(STORED_APPLICANT_TYPES).toEqual(APPLICANT_TYPES);
  });
});
