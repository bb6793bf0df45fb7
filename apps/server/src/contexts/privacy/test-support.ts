/** Test only: reading the export's ZIP, uploading a document, an application to export. */
import { randomBytes, randomUUID } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { UPLOAD_FIELD_NAME, uploadSchema, type InvestmentApplicationInput } from '@bp/api-schema';
import {
  applicationInput,
  mijnInput,
  partnerInput,
  UPLOAD_IDS,
} from '@bp/api-schema/test-fixtures';
import { QUESTIONNAIRE_ID_BY_FLOW, QUESTIONNAIRES } from '@bp/domain';
import { freshIp, type TestApp } from '../../test/harness';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const DEFLATE = 8;

/**
 * The files of a ZIP by name, read through its central directory (no ZIP64: the tests' ZIPs
 * are small); deflated entries are inflated, stored ones copied.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('Not a ZIP: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let entry = 0; entry < count; entry += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new Error('Broken central directory');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    files.set(name, method === DEFLATE ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return files;
}

/** A PDF of a little over one sealed chunk (256 KiB), random after its header: two chunks. */
export function twoChunkPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n%', 'latin1'), randomBytes(300 * 1024)]);
}

/** Uploads `bytes` as a PDF of `cookie`'s investor, as the browser does; gives its id. */
export async function upload(t: TestApp, cookie: string, name: string, bytes: Buffer) {
  const boundary = `----bp-${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD_NAME}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return uploadSchema.parse(response.json()).id;
}

/** The riskiest answer to every question of the flow's questionnaire (no acknowledgement). */
function offensiveAnswers(flow: InvestmentApplicationInput['flow']) {
  const points = (option: { scores?: readonly { points: number }[] }) =>
    (option.scores ?? []).reduce((sum, score) => sum + score.points, 0);
  return QUESTIONNAIRES[QUESTIONNAIRE_ID_BY_FLOW[flow]].questions.map((question) => {
    const ranked = question.answers.filter((option) => !option.knockOut);
    const chosen = ranked.reduce((best, option) => (points(option) > points(best) ? option : best));
    return { questionId: question.id, answerId: chosen.id };
  });
}

/** A whole application of the investor with a partner, every document the upload `id`. */
export function applicationWithPartner(id: string): InvestmentApplicationInput {
  const body: InvestmentApplicationInput = {
    ...applicationInput(),
    flow: 'nederlands',
    questionnaire: { id: 1, answers: offensiveAnswers('nederlands'), riskAcknowledged: false },
    applicant: { type: 'partner', mijn: mijnInput(), partner: partnerInput() },
    confirmPersonalDataChanges: true,
  };
  let text = JSON.stringify(body);
  for (const madeUp of Object.values(UPLOAD_IDS)) text = text.replaceAll(madeUp, id);
  return JSON.parse(text) as InvestmentApplicationInput;
}
