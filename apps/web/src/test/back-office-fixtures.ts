import { backOfficeLogPageSchema, type BackOfficeLogPage } from '@bp/api-schema';

/** A month's decisions as GET /api/admin/audit/back-office gives them, held to its schema. */
export const backOfficeLog: BackOfficeLogPage = backOfficeLogPageSchema.parse({
  items: [
    {
      at: '2026-11-30T09:12:00.000Z',
      action: 'batch-verzonden',
      adminEmail: 'admin2@example.com',
      subject: 'UB-000001: 2 betalingen, € 995,01',
      reason: null,
    },
    {
      at: '2026-11-30T08:40:00.000Z',
      action: 'koers-gepubliceerd',
      adminEmail: 'admin2@example.com',
      subject: 'VG-NL 30-11-2026: koers 143,6057',
      reason: 'Gecontroleerd met de taxatie',
    },
    {
      at: '2026-11-30T08:05:00.000Z',
      action: 'koers-voorgesteld',
      adminEmail: 'admin@example.com',
      subject: 'VG-NL 30-11-2026: koers 143,6057',
      reason: null,
    },
  ],
  total: 28,
});
