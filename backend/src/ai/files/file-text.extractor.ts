// Text out of uploaded files, with the type checked from the bytes, not only from the name.
import { BadRequestException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import XLSX from 'xlsx';
import WordExtractor from 'word-extractor';
import { withoutNul } from '../../common/request-input.js';

/** What multer hands over for one uploaded file (memory storage). */
export interface UploadedFileLike {
  originalname: string;
  mimetype?: string;
  size: number;
  buffer: Buffer;
}

export interface ExtractedFile {
  name: string;
  kind: FileKind;
  text: string;
  /** False for a kind whose text cannot be read (legacy .ppt): the file is valid, its text ''. */
  textExtracted: boolean;
  /** The media type, from the bytes for binary kinds and from the extension for text. */
  mimetype: string;
}

type FileKind = 'text' | 'pdf' | 'docx' | 'doc' | 'xlsx' | 'xls' | 'pptx' | 'ppt';

const TEXT_EXTENSIONS = new Set(
  `txt text md markdown csv tsv json jsonl ndjson xml yaml yml html htm css scss less js mjs cjs jsx ts tsx
  py rb go rs java kt kts swift c h cc cpp hpp cs php sh bash zsh sql graphql gql toml ini cfg conf env log
  r scala lua pl dart vue svelte rst tex srt vtt`
    .split(/\s+/)
    .filter(Boolean),
);

const BINARY_KIND: Record<string, FileKind> = { pdf: 'pdf', docx: 'docx', doc: 'doc', xlsx: 'xlsx', xls: 'xls', pptx: 'pptx', ppt: 'ppt' };

/** The bytes file-type must report for each binary kind ('cfb' is the old Office container). */
const EXPECTED_SIGNATURE: Record<Exclude<FileKind, 'text'>, string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['cfb', 'doc'],
  ppt: ['cfb', 'ppt'],
  xlsx: ['xlsx'],
  xls: ['cfb', 'xls'],
  pptx: ['pptx'],
};

const LABEL: Record<Exclude<FileKind, 'text'>, string> = {
  pdf: 'a PDF',
  docx: 'a Word (.docx) document',
  doc: 'a Word (.doc) document',
  ppt: 'a PowerPoint (.ppt) presentation',
  xlsx: 'an Excel (.xlsx) workbook',
  xls: 'an Excel (.xls) workbook',
  pptx: 'a PowerPoint (.pptx) presentation',
};

const BINARY_MIME: Record<Exclude<FileKind, 'text'>, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
};

const TEXT_MIME: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  html: 'text/html',
  xml: 'application/xml',
};

export const SUPPORTED_FILE_TYPES = 'text, markdown, code, JSON, CSV, PDF, Word (.docx, .doc), Excel (.xlsx, .xls) and PowerPoint (.pptx; .ppt kept without its text)';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

function decodeText(buffer: Buffer): string | undefined {
  if (buffer.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

function decodeXmlEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

/** Slide text from a .pptx: the <a:t> runs of each ppt/slides/slideN.xml, slides in order. */
function pptxText(buffer: Buffer): string {
  // xlsx ships SheetJS's CFB reader, which also reads zip containers (typed `any` by xlsx).
  const zip = XLSX.CFB.read(buffer, { type: 'buffer' }) as { FullPaths: string[]; FileIndex: Array<{ content?: Uint8Array }> };
  const slides = zip.FullPaths.map((path, index) => ({ match: /ppt\/slides\/slide(\d+)\.xml$/.exec(path), entry: zip.FileIndex[index] }))
    .filter((s): s is { match: RegExpExecArray; entry: { content: Uint8Array } } => Boolean(s.match && s.entry?.content?.length))
    .sort((a, b) => Number(a.match[1]) - Number(b.match[1]));
  return slides
    .map(({ match, entry }) => {
      const xml = Buffer.from(entry.content).toString('utf8');
      const paragraphs = xml
        .split(/<\/a:p>/)
        .map((p) => [...p.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXmlEntities(m[1] ?? '')).join(''))
        .filter((p) => p.trim());
      return `Slide ${match[1]}:\n${paragraphs.join('\n')}`;
    })
    .join('\n\n');
}

function workbookText(buffer: Buffer): string {
  const workbook = XLSX.read(buffer, { type: 'buffer' });
  return workbook.SheetNames.map((sheet) => `Sheet ${sheet}:\n${XLSX.utils.sheet_to_csv(workbook.Sheets[sheet]!)}`).join('\n\n');
}

async function pdfText(buffer: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    const result = await parser.getText();
    return result.text.replace(/\n*-- \d+ of \d+ --\n*/g, '\n\n').trim();
  } finally {
    await parser.destroy();
  }
}

/**
 * Extracts the text of one file, or throws a 400 naming the file when its type is not supported,
 * its bytes do not match its name, or it cannot be read.
 */
export async function extractFileText(file: UploadedFileLike): Promise<ExtractedFile> {
  const name = file.originalname || 'file';
  const ext = extensionOf(name);
  const detected = await fileTypeFromBuffer(file.buffer);
  const kind: FileKind | undefined = BINARY_KIND[ext] ?? (TEXT_EXTENSIONS.has(ext) ? 'text' : undefined);
  if (!kind) {
    throw new BadRequestException(`Unsupported file type: ${name}. Supported types: ${SUPPORTED_FILE_TYPES}`);
  }
  if (kind === 'text') {
    const text = decodeText(file.buffer);
    // Text formats have no signature; file-type may still name xml-based ones, which are fine.
    if (text === undefined || (detected && !/^(?:application|text)\/(?:xml|.*\+xml|json)/.test(detected.mime))) {
      throw new BadRequestException(`${name} does not contain text: its content does not match its .${ext} extension`);
    }
    return { name, kind, text, textExtracted: true, mimetype: TEXT_MIME[ext] ?? 'text/plain' };
  }
  if (!detected || !EXPECTED_SIGNATURE[kind].includes(detected.ext)) {
    throw new BadRequestException(`${name} is not ${LABEL[kind]}: its content does not match its .${ext} extension`);
  }
  const mimetype = BINARY_MIME[kind];
  if (kind === 'ppt') return { name, kind, text: '', textExtracted: false, mimetype };
  try {
    const text =
      kind === 'pdf' ? await pdfText(file.buffer)
      : kind === 'docx' ? (await mammoth.extractRawText({ buffer: file.buffer })).value
      : kind === 'doc' ? (await new WordExtractor().extract(file.buffer)).getBody()
      : kind === 'pptx' ? pptxText(file.buffer)
      : workbookText(file.buffer);
    // A document may hold NUL characters (a spreadsheet cell, `&#0;` in slide XML); Postgres
    // stores none and the reader cannot fix the file, so they are dropped (docs/decisions.md#nul-and-nesting).
    return { name, kind, text: withoutNul(text).trim(), textExtracted: true, mimetype };
  } catch {
    throw new BadRequestException(`Could not read ${name}: the file looks damaged`);
  }
}
