import { PDFDocument, rgb } from 'pdf-lib';
import { WARRANTY_LINE_KEYS, WARRANTY_TEXT } from '@owner-portal/contract/training/training';
import { PdfText, type PdfWeight } from '../../shared/pdf-text.ts';

const PAGE = { width: 612, height: 792, margin: 64 };

/**
 * The Ri 1000/2000 warranty list as a one-page PDF in the owner's language. The owner's and the
 * product's names may be in any script (Łucja Zażółć, Αλέξανδρος, 山田花子): the text is drawn in
 * Noto Sans, embedded and subset. The document says its language and title, which readers show.
 */
export async function warrantyPdf(options: { lang: string; product: string; owner: string }): Promise<Uint8Array> {
  const lang = options.lang === 'es' ? 'es' : 'en';
  const text = WARRANTY_TEXT[lang];
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title, { showInWindowTitleBar: true });
  pdf.setLanguage(lang);
  pdf.setProducer('Owner Portal');
  pdf.setCreator('Owner Portal');
  // Fixed dates keep the file the same for the same owner and product.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const writer = new PdfText(pdf);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = async (line: string, size: number, weight: PdfWeight = 400, gap = 10) => {
    await writer.draw(page, line, { x: PAGE.margin, y, size, weight, color: rgb(0.1, 0.1, 0.12) });
    y -= size + gap;
  };
  await write(text.title, 20, 700, 14);
  await write(options.product, 12, 400, 4);
  await write(options.owner, 12, 400, 20);
  await write(text.intro, 12, 400, 14);
  for (const [i, key] of WARRANTY_LINE_KEYS.entries()) await write(`${i + 1}. ${text.lines[key]}`, 12, 400, 12);
  return pdf.save();
}
