import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Text in any script a name may be written in, drawn with Noto Sans (Latin, Greek, Cyrillic,
 * Vietnamese) and Noto Sans JP (Japanese, kanji), as the fontsource packages ship them: one small
 * WOFF file per range of characters. A line is cut into runs of characters one file draws, and only
 * the files a document uses are read and embedded, each subset to the glyphs it draws.
 */
export type PdfWeight = 400 | 700;

interface Face {
  file: (weight: PdfWeight) => string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/LICENSE`));

/** "U+0000-00FF,U+0131" → [[0, 255], [305, 305]] */
function parseRanges(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

function facesOf(name: string, prefix: string, subsets: (key: string) => boolean): Face[] {
  const dir = packageDir(name);
  const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(unicode)
    .filter(([key]) => subsets(key))
    .map(([key, spec]) => {
      const subset = key.replace(/^\[(\d+)\]$/, '$1');
      return {
        file: (weight) => join(dir, 'files', `${prefix}-${subset}-${weight}-normal.woff`),
        ranges: parseRanges(spec),
      };
    });
}

const LATIN_FIRST = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];

let faces: Face[] | null = null;
/** Latin first (spaces and punctuation come from it), then the other scripts, then Japanese. */
function allFaces(): Face[] {
  faces ??= [
    ...facesOf('@fontsource/noto-sans', 'noto-sans', (key) => LATIN_FIRST.includes(key)).sort(
      (a, b) => LATIN_FIRST.indexOf(subsetName(a)) - LATIN_FIRST.indexOf(subsetName(b)),
    ),
    ...facesOf('@fontsource/noto-sans-jp', 'noto-sans-jp', (key) => /^\[\d+\]$/.test(key)),
  ];
  return faces;
}
const subsetName = (face: Face) => /noto-sans-(.+)-400-normal\.woff$/.exec(face.file(400))?.[1] ?? '';

const covers = (face: Face, codePoint: number) =>
  face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The text in runs, each drawn by one face; a character no face has becomes "?". */
export function textRuns(text: string): { text: string; face: Face }[] {
  const list = allFaces();
  const runs: { text: string; face: Face }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const face = list.find((f) => covers(f, codePoint));
    const drawn = face ? char : '?';
    const chosen = face ?? list[0]!;
    const last = runs.at(-1);
    if (last?.face === chosen) last.text += drawn;
    else runs.push({ text: drawn, face: chosen });
  }
  return runs;
}

const fontFiles = new Map<string, Buffer>();
const readFont = (path: string) => {
  let bytes = fontFiles.get(path);
  if (!bytes) fontFiles.set(path, (bytes = readFileSync(path)));
  return bytes;
};

/** Draws lines of Unicode text on a document's pages, embedding each font file once, subset. */
export class PdfText {
  private readonly fonts = new Map<string, Promise<PDFFont>>();

  constructor(private readonly pdf: PDFDocument) {
    pdf.registerFontkit(fontkit);
  }

  private font(face: Face, weight: PdfWeight): Promise<PDFFont> {
    const path = face.file(weight);
    let font = this.fonts.get(path);
    if (!font) this.fonts.set(path, (font = this.pdf.embedFont(readFont(path), { subset: true })));
    return font;
  }

  /** One line at (x, y), left to right. */
  async draw(
    page: PDFPage,
    text: string,
    options: { x: number; y: number; size: number; weight?: PdfWeight; color?: Color },
  ): Promise<void> {
    let x = options.x;
    for (const run of textRuns(text)) {
      const font = await this.font(run.face, options.weight ?? 400);
      page.drawText(run.text, { x, y: options.y, size: options.size, font, color: options.color });
      x += font.widthOfTextAtSize(run.text, options.size);
    }
  }
}
