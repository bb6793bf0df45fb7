import { text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './identity';

/**
 * Who proposed a back-office record and who approved it, when and why (maker-checker,
 * money/four-eyes.ts): the same six columns on every table a second administrator decides.
 * Each table's migration adds the CHECK `approved_by <> proposed_by`.
 */
export const fourEyesColumns = () => ({
  proposedBy: uuid('proposed_by')
    .notNull()
    .references(() => users.id),
  proposedAt: timestamptz('proposed_at').notNull(),
  proposalReason: text('proposal_reason'),
  approvedBy: uuid('approved_by').references(() => users.id),
  approvedAt: timestamptz('approved_at'),
  approvalReason: text('approval_reason'),
});
