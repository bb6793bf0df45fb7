import PDFDocument from 'pdfkit';
import type { DocumentModel } from './model';

export interface PdfMeta {
  productName: string;
  /** Written into the PDF; from the app's clock, so a document is reproducible. */
  createdAt: Date;
}

const MARGIN = 56;
const LABEL_SHARE = 0.55;
const GREY = '#555555';
const INK = '#111111';

/** Renders a document model as an A4 PDF in Dutch (standard Helvetica, WinAnsi: € included). */
export function renderPdf(model: DocumentModel, meta: PdfMeta): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'nl-NL',
    displayTitle: true,
    info: {
      Title: model.title,
      Subject: model.subtitle,
      Author: meta.productName,
      Creator: meta.productName,
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(10).fillColor(GREY).text(meta.productName);
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(model.title);
  doc.font('Helvetica').fontSize(12).text(model.subtitle);
  doc.moveDown();
  doc.fontSize(10);
  for (const line of model.addressee) doc.text(line);

  for (const section of model.sections) {
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(section.heading, left);
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(10);
    for (const paragraph of section.paragraphs ?? []) {
      doc.text(paragraph, left, doc.y, { width });
      doc.moveDown(0.5);
    }
    for (const [label, value] of section.rows) {
      const top = doc.y;
      doc.text(label, left, top, { width: width * LABEL_SHARE });
      const labelBottom = doc.y;
      doc.text(value, left + width * LABEL_SHARE, top, {
        width: width * (1 - LABEL_SHARE),
        align: 'right',
      });
      doc.y = Math.max(labelBottom, doc.y) + 2;
    }
  }

  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const note of model.notes) {
    doc.text(note, left, doc.y, { width });
    doc.moveDown(0.5);
  }
  doc.moveDown();
  doc.text(model.madeOn, left, doc.y, { width });
  doc.end();
  return finished;
}
