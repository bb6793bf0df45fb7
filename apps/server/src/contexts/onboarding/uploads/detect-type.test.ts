import { describe, expect, it } from 'vitest';
import { detectUploadType } from './detect-type';
import { safeFileName } from './file-name';
import { elfExecutable, tinyJpeg, tinyPdf, tinyPng, windowsExecutable } from './test-files';

describe('detectUploadType: by content only', () => {
  it('recognises PDF, JPEG and PNG', async () => {
    expect(await detectUploadType(tinyPdf())).toBe('application/pdf');
    expect(await detectUploadType(tinyJpeg())).toBe('image/jpeg');
    expect(await detectUploadType(tinyPng())).toBe('image/png');
  });

  it('refuses executables, text, other images and nothing', async () => {
    expect(await detectUploadType(elfExecutable())).toBeNull();
    expect(await detectUploadType(windowsExecutable())).toBeNull();
    expect(await detectUploadType(Buffer.from('Dit is geen PDF, alleen tekst.\n'))).toBeNull();
    expect(
      await detectUploadType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')),
    ).toBeNull();
    expect(await detectUploadType(Buffer.alloc(0))).toBeNull();
  });
});

describe('safeFileName', () => {
  it.each([
    ['paspoort.pdf', 'paspoort.pdf'],
    ['C:\\fakepath\\rijbewijs voorkant.jpg', 'rijbewijs voorkant.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['uit\u0000treksel\tkvk\n.pdf', 'uit treksel kvk .pdf'],
    ['lone\ud800half.png', 'lone half.png'],
    ['  ', 'document'],
    ['..', 'document'],
    [undefined, 'document'],
    ['😀.png', '😀.png'],
  ])('shows %j as %j', (sent, shown) => {
    expect(safeFileName(sent)).toBe(shown);
  });

  it('keeps at most 200 characters', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});
