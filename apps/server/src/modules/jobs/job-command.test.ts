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
});
