import { calendarDate } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { parseJobCommand } from './job-command';

const today = calendarDate('2026-03-02');

describe('the arguments of npm run job', () => {
  it('takes a job and a date, in either form, or today without one', () => {
    for (const args of [
      ['maandelijkse-incasso', '--date', '2026-04-01'],
      ['--date=2026-04-01', 'maandelijkse-incasso'],
    ]) {
      const command = parseJobCommand(args, today);
      expect(command.ok && [command.job.name, command.date]).toEqual([
        'maandelijkse-incasso',
        '2026-04-01',
      ]);
    }
    const command = parseJobCommand(['aankoop-participaties'], today);
    expect(command.ok && [command.job.name, command.date]).toEqual([
      'aankoop-participaties',
      '2026-03-02',
    ]);
  });

  it.each([
    [['bestaat-niet'], 'Onbekende taak / unknown job: bestaat-niet'],
    [[], 'Geen taak genoemd / no job named.'],
    [
      ['maandelijkse-incasso', '--date', '2026-02-30'],
      'Ongeldige datum / invalid date: 2026-02-30',
    ],
    [['maandelijkse-incasso', '--date', '1-4-2026'], 'Ongeldige datum / invalid date: 1-4-2026'],
    [['maandelijkse-incasso', '--date'], '--date mist een datum / --date needs a date.'],
    [['maandelijkse-incasso', '--datum', 'x'], 'Onbekend argument / unknown argument: --datum'],
    [['maandelijkse-incasso', 'aankoop-participaties'], 'unknown argument: aankoop-participaties'],
  ])('refuses %j with the reason and the usage', (args, reason) => {
    const command = parseJobCommand(args, today);
    expect(command.ok).toBe(false);
    if (command.ok) return;
    expect(command.message).toContain(reason);
    expect(command.message).toContain('npm run job -- <naam/name>');
    expect(command.message).toContain('  maandelijkse-incasso: ');
    expect(command.message).toContain('  aankoop-participaties: ');
  });

  it('refuses a date outside the supported range, even when forced', () => {
    for (const args of [
      ['maandelijkse-incasso', '--date', '2200-01-01'],
      ['maandelijkse-incasso', '--date', '2200-01-01', '--force', 'inhalen'],
      ['maandelijkse-incasso', '--date', '1899-12-31', '--force', 'inhalen'],
    ]) {
      const command = parseJobCommand(args, today);
      expect(command.ok).toBe(false);
      if (command.ok) return;
      expect(command.message).toContain(
        'Datum buiten het ondersteunde bereik / date outside the supported range',
      );
      expect(command.message).toContain(
        'Vul een datum in tussen 1 januari 1900 en 31 december 2150.',
      );
    }
  });

  it('refuses a date more than a month after today unless forced with a reason', () => {
    const ahead = parseJobCommand(['maandelijkse-incasso', '--date', '2026-04-03'], today);
    expect(ahead.ok).toBe(false);
    if (!ahead.ok) {
      expect(ahead.message).toContain(
        'De datum 2026-04-03 ligt meer dan 1 maand na vandaag (2026-03-02)',
      );
      expect(ahead.message).toContain('--force "reden"');
    }
    const monthAhead = parseJobCommand(['maandelijkse-incasso', '--date', '2026-04-02'], today);
    expect(monthAhead.ok && monthAhead.forcedReason).toBe(null);

    for (const args of [
      ['maandelijkse-incasso', '--date', '2026-04-03', '--force', 'inhalen na storing'],
      ['--force=inhalen na storing', 'maandelijkse-incasso', '--date=2026-04-03'],
    ]) {
      const forced = parseJobCommand(args, today);
      expect(forced.ok && [forced.date, forced.forcedReason]).toEqual([
        '2026-04-03',
        'inhalen na storing',
      ]);
    }
  });

  it.each([
    [['maandelijkse-incasso', '--force']],
    [['maandelijkse-incasso', '--force', '  ']],
    [['maandelijkse-incasso', '--force', '--date', '2026-04-03']],
  ])('refuses --force without a reason: %j', (args) => {
    const command = parseJobCommand(args, today);
    expect(command.ok).toBe(false);
    if (!command.ok) expect(command.message).toContain('--force mist een reden');
  });
});
