import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { WARRANTY_LINE_KEYS, WARRANTY_TEXT } from '@owner-portal/contract/training/training';

const PAGE = { width: 612, height: 792, margin: 64 };

/** The Ri 1000/2000 warranty list as a one-page PDF in the owner's language. */
export async function warrantyPdf(options: { lang: string; product: string; owner: string }): Promise<Uint8Array> {
  const text = options.lang === 'es' ? WARRANTY_TEXT.es : WARRANTY_TEXT.en;
  const pdf = await PDFDocument.create();
  pdf.setTitle(text.title);
  pdf.setLanguage(options.lang === 'es' ? 'es' : 'en');
  pdf.setProducer('Owner Portal');
  // Fixed dates keep the file the same for the same owner and product.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const write = (line: string, size: number, font = regular, gap = 10) => {
    page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= size + gap;
  };
  write(text.title, 20, bold, 14);
  write(options.product, 12, regular, 4);
  write(options.owner, 12, regular, 20);
  write(text.intro, 12, regular, 14);
  WARRANTY_LINE_KEYS.forEach((key, i) => write(`${i + 1}. ${text.lines[key]}`, 12, regular, 12));
  return pdf.save();
}
