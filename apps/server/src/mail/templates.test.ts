import { describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { parseMail, subjectOf } from '../test/mime';
import { confirmationMail } from './templates';

describe('mail templates', () => {
  it('render a Dutch confirmation mail whose link survives MIME encoding', async () => {
    const token = 'AbC_def-123456789012345678901234567890123';
    const message = confirmationMail('nieuw.account@example.com', token, {
      productName: 'Beleggersportaal Vastgoed',
      publicUrl: 'https://portaal.example.nl',
    });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: 'Beleggersportaal <no-reply@example.nl>',
      ...message,
    });
    const mail = parseMail(info.message.toString());

    expect(subjectOf(mail)).toBe('Bevestig uw account bij Beleggersportaal Vastgoed');
    expect(mail.text).toContain(`https://portaal.example.nl/account-bevestigen?token=${token}`);
    expect(mail.text).toContain('De link is 48 uur geldig en werkt één keer.');
    expect(message.html).toContain(
      `href="https://portaal.example.nl/account-bevestigen?token=${token}"`,
    );
  });
});
