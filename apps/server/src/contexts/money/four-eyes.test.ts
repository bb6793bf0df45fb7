import { FOUR_EYES_MESSAGES } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { assertCheckerMayApprove, wonApproval } from './four-eyes';

const maker = '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e03';
const checker = '6f1c2d4e-0b7a-4c1e-9a53-1d2b3c4d5e04';

describe('four eyes', () => {
  it('lets a second admin approve and refuses the proposer with a 403', () => {
    const proposal = { id: 'p1', proposedBy: maker };
    expect(assertCheckerMayApprove(proposal, checker)).toBe(proposal);
    expect(() => assertCheckerMayApprove(proposal, maker)).toThrow(
      expect.objectContaining({ statusCode: 403, message: FOUR_EYES_MESSAGES.ownProposal }),
    );
  });

  it('answers 404 for an unknown proposal', () => {
    expect(() => assertCheckerMayApprove(undefined, checker)).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
  });

  it('gives the row to the approval that won and a 409 to the one that lost', () => {
    expect(wonApproval([{ id: 'p1' }])).toEqual({ id: 'p1' });
    expect(() => wonApproval([])).toThrow(
      expect.objectContaining({ statusCode: 409, message: FOUR_EYES_MESSAGES.notOpen }),
    );
  });
});
