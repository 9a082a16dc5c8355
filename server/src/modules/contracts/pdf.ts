// The PDF of a signed 근로계약서 version (issue 33): the 단시간근로자 표준근로계약서's sections with the
// version's fields, both drawn signatures with the typed names and the signing times, and on every page
// the SHA-256 of the signed content. pdf-lib writes it; the Korean text is the product's font
// (Pretendard, a static TrueType weight: subsetting embeds only the glyphs used). The document's dates are
// the completion time, so one version always renders to the same bytes.
import fs from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import subsetFont from 'subset-font';
import {
  CONTRACT_SECTION_LABELS,
  CONTRACT_SECTIONS,
  SIGNATURE_BOX,
  contractDateText,
  contractSectionLines,
  type ContractFields,
} from '@dolbom/shared-api/contracts';

export interface PdfSignature {
  name: string;
  signedAt: Date;
  strokes: Array<Array<[number, number]>>;
}

export interface ContractPdfInput {
  contractId: number;
  version: number;
  fields: ContractFields;
  contentHash: string;
  completedAt: Date;
  caregiver: PdfSignature;
  manager: PdfSignature;
}

const FONT_FILES = {
  regular: 'pretendard/dist/public/static/alternative/Pretendard-Regular.ttf',
  bold: 'pretendard/dist/public/static/alternative/Pretendard-Bold.ttf',
};
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontBytes() {
  fonts ??= {
    regular: fs.readFileSync(require.resolve(FONT_FILES.regular)),
    bold: fs.readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}

/** Every character a page may show besides the input's: printable ASCII and this file's own words. */
const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const LITERALS =
  '단시간근로자 표준근로계약서 계약서 번호 · 버전 (이하 "사업주"라 함)과(와) (이하 "근로자"라 함)은 다음과 같이 ' +
  '근로계약을 체결한다. (사업주) 사업체명: 주소: 담당: (근로자) 성명: 출생연도: 년 서명: 서명 시각: (한국 시간) ' +
  '계약 내용 SHA-256: 쪽 년월일';

/**
 * The font cut down to the characters of this document by HarfBuzz (hb-subset). pdf-lib's own subsetting
 * drops most of Pretendard's glyphs (composite glyphs), so the subset is made here and embedded whole.
 */
async function subsetFor(font: Buffer, chars: string): Promise<Buffer> {
  return subsetFont(font, chars, { targetFormat: 'truetype', noLayoutClosure: true });
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER = 40;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.42, 0.42, 0.46);
const LINE = rgb(0.78, 0.78, 0.8);

const kst = (d: Date) => new Date(d.getTime() + 9 * 3600 * 1000);
/** `2026-11-27 15:04:05 (한국 시간)` */
export const timeText = (d: Date) => `${kst(d).toISOString().slice(0, 19).replace('T', ' ')} (한국 시간)`;

/** A page cursor: text flows down and onto a new page before the footer. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly width = A4[0] - 2 * MARGIN;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  need(height: number) {
    if (this.y - height < MARGIN + FOOTER) this.newPage();
  }
  /** Lines of `text` that fit `width` at `size`, breaking between words where it can. */
  wrap(text: string, size: number, width = this.width, font = this.font): string[] {
    const out: string[] = [];
    for (const para of text.split('\n')) {
      let line = '';
      for (const word of para.split(/(\s+)/)) {
        const next = line + word;
        if (font.widthOfTextAtSize(next, size) <= width) {
          line = next;
          continue;
        }
        if (line.trim()) out.push(line.trimEnd());
        line = word.trimStart();
        // A word longer than the line (no spaces in Korean runs): break it by characters.
        while (font.widthOfTextAtSize(line, size) > width) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          out.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      out.push(line.trimEnd());
    }
    return out;
  }
  text(
    text: string,
    opts: { size?: number; bold?: boolean; x?: number; width?: number; color?: typeof INK } = {},
  ) {
    const size = opts.size ?? 10.5;
    const font = opts.bold ? this.bold : this.font;
    const lead = size * 1.45;
    for (const line of this.wrap(text, size, opts.width ?? this.width - (opts.x ?? 0), font)) {
      this.need(lead);
      this.page.drawText(line, {
        x: MARGIN + (opts.x ?? 0),
        y: this.y - size,
        size,
        font,
        color: opts.color ?? INK,
      });
      this.y -= lead;
    }
  }
  gap(h: number) {
    this.y -= h;
  }
  rule() {
    this.need(8);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
    this.y -= 8;
  }
  /** A numbered section: its title, then its lines indented. */
  section(n: number, title: string, lines: string[]) {
    this.need(40);
    this.gap(2);
    this.text(`${n}. ${title}`, { size: 12, bold: true });
    for (const l of lines) this.text(l, { x: 14 });
  }
}

/** The strokes of a signature as one SVG path in its 1000 × 400 box. */
export function strokesPath(strokes: PdfSignature['strokes']): string {
  return strokes
    .map((s) =>
      s.length === 1
        ? `M ${s[0]![0]} ${s[0]![1]} L ${s[0]![0] + 4} ${s[0]![1]}`
        : s.map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${x} ${y}`).join(' '),
    )
    .join(' ');
}

/** One side's block: who, the drawn signature in a box, the typed name and the time. */
function signatureBlock(w: Writer, x: number, title: string, lines: string[], sig: PdfSignature) {
  const colWidth = w.width / 2 - 10;
  let y = w.y;
  const draw = (text: string, size: number, bold = false) => {
    for (const line of w.wrap(text, size, colWidth, bold ? w.bold : w.font)) {
      w.page.drawText(line, { x: MARGIN + x, y: y - size, size, font: bold ? w.bold : w.font, color: INK });
      y -= size * 1.4;
    }
  };
  draw(title, 11.5, true);
  for (const l of lines) draw(l, 10);
  const scale = 0.13;
  const boxH = SIGNATURE_BOX.height * scale;
  const boxW = SIGNATURE_BOX.width * scale;
  w.page.drawRectangle({
    x: MARGIN + x,
    y: y - boxH - 4,
    width: boxW,
    height: boxH,
    borderColor: LINE,
    borderWidth: 0.6,
  });
  w.page.drawSvgPath(strokesPath(sig.strokes), {
    x: MARGIN + x,
    y: y - 4,
    scale,
    borderColor: INK,
    borderWidth: 1.6 / scale,
  });
  y -= boxH + 10;
  draw(`서명: ${sig.name}`, 10);
  draw(`서명 시각: ${timeText(sig.signedAt)}`, 9);
  return y;
}

export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  const { fields: f } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const bytes = fontBytes();
  const lines = contractSectionLines(f);
  const chars = [
    ...new Set(
      [
        ASCII,
        LITERALS,
        JSON.stringify(f),
        JSON.stringify(lines),
        Object.values(CONTRACT_SECTION_LABELS).join(''),
        input.caregiver.name,
        input.manager.name,
        timeText(input.caregiver.signedAt),
        timeText(input.manager.signedAt),
        contractDateText(kst(input.completedAt).toISOString().slice(0, 10)),
      ].join(''),
    ),
  ]
    .filter((c) => c !== '\n')
    .join('');
  const [regular, heavy] = await Promise.all([subsetFor(bytes.regular, chars), subsetFor(bytes.bold, chars)]);
  const font = await doc.embedFont(regular, { subset: false });
  const bold = await doc.embedFont(heavy, { subset: false });
  doc.setTitle(`단시간근로자 표준근로계약서 (${f.employee.name})`);
  doc.setAuthor(f.employer.centerName);
  doc.setCreator('돌봄이음');
  doc.setProducer('돌봄이음');
  doc.setCreationDate(input.completedAt);
  doc.setModificationDate(input.completedAt);

  const w = new Writer(doc, font, bold);
  const title = '단시간근로자 표준근로계약서';
  w.page.drawText(title, {
    x: MARGIN + (w.width - bold.widthOfTextAtSize(title, 18)) / 2,
    y: w.y - 18,
    size: 18,
    font: bold,
    color: INK,
  });
  w.gap(26);
  w.text(`계약서 번호 ${input.contractId} · 버전 ${input.version}`, { size: 9, color: GREY });
  w.gap(4);
  w.text(
    `${f.employer.centerName} (이하 "사업주"라 함)과(와) ${f.employee.name} (이하 "근로자"라 함)은 다음과 같이 근로계약을 체결한다.`,
  );
  w.rule();
  const numbered = CONTRACT_SECTIONS.filter((k) => k !== 'parties');
  numbered.forEach((k, i) => w.section(i + 1, CONTRACT_SECTION_LABELS[k], lines[k]));
  w.gap(8);
  w.text(contractDateText(kst(input.completedAt).toISOString().slice(0, 10)), { size: 11 });
  w.gap(6);

  w.need(155);
  const top = w.y;
  const left = signatureBlock(
    w,
    0,
    '(사업주)',
    [
      `사업체명: ${f.employer.centerName}`,
      ...(f.employer.centerAddress ? [`주소: ${f.employer.centerAddress}`] : []),
      `담당: ${f.employer.managerName}`,
    ],
    input.manager,
  );
  w.y = top;
  const right = signatureBlock(
    w,
    w.width / 2 + 10,
    '(근로자)',
    [`성명: ${f.employee.name}`, ...(f.employee.birthYear ? [`출생연도: ${f.employee.birthYear}년`] : [])],
    input.caregiver,
  );
  w.y = Math.min(left, right);

  // Every page: the hash of the signed content, the version and the page number.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const size = 7.5;
    const hash = `계약 내용 SHA-256: ${input.contentHash}`;
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + 16 },
      end: { x: A4[0] - MARGIN, y: MARGIN + 16 },
      thickness: 0.4,
      color: LINE,
    });
    page.drawText(hash, { x: MARGIN, y: MARGIN + 4, size, font, color: GREY });
    const no = `버전 ${input.version} · ${i + 1} / ${pages.length}쪽`;
    page.drawText(no, {
      x: A4[0] - MARGIN - font.widthOfTextAtSize(no, size),
      y: MARGIN - 8,
      size,
      font,
      color: GREY,
    });
  });
  return Buffer.from(await doc.save());
}
