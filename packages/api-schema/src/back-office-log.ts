import { BACK_OFFICE_ACTIONS } from '@bp/domain';
import { jobsQuerySchema } from './jobs';
import { z } from './zod-nl';

/** How many decisions one page of `GET /api/admin/audit/back-office` holds. */
export const BACK_OFFICE_LOG_PAGE_SIZE = 25;

/** GET /api/admin/audit/back-office?page= */
export const backOfficeLogQuerySchema = jobsQuerySchema;
export type BackOfficeLogQuery = z.infer<typeof backOfficeLogQuerySchema>;

/** One decision of an administrator in the monthly cycle: who, when, what and why. */
export const backOfficeLogEntrySchema = z.object({
  at: z.string(),
  action: z.enum(BACK_OFFICE_ACTIONS),
  adminEmail: z.string(),
  /** What it was about, in Dutch: "VG-NL 31-12-2026: koers 143,6057". */
  subject: z.string(),
  reason: z.string().nullable(),
});
export type BackOfficeLogEntry = z.infer<typeof backOfficeLogEntrySchema>;

export const backOfficeLogPageSchema = z.object({
  items: z.array(backOfficeLogEntrySchema),
  total: z.number().int().nonnegative(),
});
export type BackOfficeLogPage = z.infer<typeof backOfficeLogPageSchema>;
