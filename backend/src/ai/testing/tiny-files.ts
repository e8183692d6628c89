import XLSX from 'xlsx';

/** A minimal valid one-page PDF showing `text` (ASCII), for tests of file text extraction. */
export function buildTinyPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// Minimal Office Open XML files (zip containers), written with the zip writer SheetJS ships.

function zip(files: Record<string, string>): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  for (const [path, text] of Object.entries(files)) XLSX.CFB.utils.cfb_add(container, path, Buffer.from(text, 'utf8'));
  return Buffer.from(XLSX.CFB.write(container, { fileType: 'zip', type: 'buffer' }));
}

const contentTypes = (override: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${override}</Types>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A one-paragraph .docx per line of text. */
export function buildTinyDocx(...paragraphs: string[]): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes('<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'),
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs
      .map((p) => `<w:p><w:r><w:t>${escapeXml(p)}</w:t></w:r></w:p>`)
      .join('')}</w:body></w:document>`,
  });
}

/** A .pptx with one slide per text. */
export function buildTinyPptx(...slides: string[]): Buffer {
  const files: Record<string, string> = {
    '[Content_Types].xml': contentTypes('<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>'),
    'ppt/presentation.xml': '<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  };
  slides.forEach((text, i) => {
    files[`ppt/slides/slide${i + 1}.xml`] =
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>${escapeXml(text)}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
  });
  return zip(files);
}

/** An .xlsx with one sheet of rows. */
export function buildTinyXlsx(rows: unknown[][], sheetName = 'Sheet1'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return Buffer.from(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }));
}

/** An .xls (BIFF8) workbook with one sheet of rows. */
export function buildTinyXls(rows: unknown[][], sheetName = 'Sheet1'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return Buffer.from(XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }));
}

/**
 * A minimal Word 97 (.doc) file: a compound file with a WordDocument stream (the FIB and the text,
 * one byte per character) and a 1Table stream holding a one-piece piece table. Lines become
 * paragraphs. ASCII text only.
 */
export function buildTinyDoc(text: string): Buffer {
  const body = Buffer.from(`${text.replace(/\n/g, '\r')}\r`, 'latin1');
  const textAt = 0x800;
  const word = Buffer.alloc(textAt + body.length + 512);
  word.writeUInt16LE(0xa5ec, 0); // wIdent
  word.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table is in 1Table
  word.writeUInt32LE(textAt, 0x18); // fcMin
  word.writeUInt32LE(textAt + body.length, 0x1c); // fcMac
  word.writeUInt32LE(body.length, 0x4c); // ccpText
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(21, 0x1a6); // lcbClx
  body.copy(word, textAt);
  const table = Buffer.alloc(64);
  table.writeUInt8(2, 0); // clxt: the piece table
  table.writeUInt32LE(16, 1); // its size: two CPs and one PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(body.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(((textAt * 2) | 0x40000000) >>> 0, 15); // fc, "compressed" (8-bit) text
  table.writeUInt16LE(0, 19);
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, 'WordDocument', word);
  XLSX.CFB.utils.cfb_add(container, '1Table', table);
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }));
}

/** A compound file shaped like a legacy .ppt (its text is not read; the container is what is checked). */
export function buildTinyPpt(): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, 'PowerPoint Document', Buffer.alloc(600, 1));
  XLSX.CFB.utils.cfb_add(container, 'Current User', Buffer.alloc(64, 0));
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }));
}
