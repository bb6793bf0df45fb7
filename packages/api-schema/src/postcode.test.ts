import { HOUSE_NUMBER_MESSAGES, POSTCODE_MESSAGES } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { postcodeLookupRequestSchema } from './postcode';
import { UPLOAD_MAX_BYTES, uploadSchema } from './uploads';

function messagesOf(input: unknown): string[] {
  const result = postcodeLookupRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('postcodeLookupRequestSchema (spec: spaces removed, a whole house number)', () => {
  it('normalises what the investor typed into what is looked up', () => {
    expect(postcodeLookupRequestSchema.parse({ postcode: ' 1012 js', houseNumber: 1 })).toEqual({
      postcode: '1012JS',
      houseNumber: 1,
    });
    expect(postcodeLookupRequestSchema.parse({ postcode: '3511LX', houseNumber: '10 a' })).toEqual({
      postcode: '3511LX',
      houseNumber: 10,
    });
  });

  it('words every problem with the domain’s Dutch messages', () => {
    expect(messagesOf({ postcode: '1234 SS', houseNumber: 1 })).toEqual([
      POSTCODE_MESSAGES.invalid,
    ]);
    expect(messagesOf({ postcode: '', houseNumber: '' })).toEqual([
      POSTCODE_MESSAGES.empty,
      HOUSE_NUMBER_MESSAGES.empty,
    ]);
    expect(messagesOf({})).toEqual([POSTCODE_MESSAGES.empty, HOUSE_NUMBER_MESSAGES.empty]);
    expect(messagesOf({ postcode: 1234, houseNumber: 12.5 })).toEqual([
      POSTCODE_MESSAGES.invalid,
      HOUSE_NUMBER_MESSAGES.invalid,
    ]);
    expect(messagesOf({ postcode: '1234AB', houseNumber: 100_000 })).toEqual([
      HOUSE_NUMBER_MESSAGES.invalid,
    ]);
    expect(messagesOf({ postcode: '1234AB', houseNumber: 1, extra: true })).toHaveLength(1);
  });
});

describe('uploadSchema', () => {
  it('takes the three types up to 10 MB', () => {
    const upload = {
      id: '0b6f4c3e-1f2a-4b5c-8d9e-0123456789ab',
      name: 'a.pdf',
      size: 1,
      type: 'application/pdf',
    };
    expect(uploadSchema.parse(upload)).toEqual(upload);
    expect(uploadSchema.safeParse({ ...upload, size: UPLOAD_MAX_BYTES }).success).toBe(true);
    expect(uploadSchema.safeParse({ ...upload, size: UPLOAD_MAX_BYTES + 1 }).success).toBe(false);
    expect(uploadSchema.safeParse({ ...upload, type: 'image/gif' }).success).toBe(false);
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
  });
});
