import { buildTinyDocx, buildTinyPdf, buildTinyPptx, buildTinyXlsx } from '../testing/index.js';
import { extractFileText } from './file-text.extractor.js';

const file = (originalname: string, buffer: Buffer) => ({ originalname, buffer, size: buffer.length });

describe('extractFileText', () => {
  it('reads text, markdown, csv, json and code as UTF-8', async () => {
    for (const name of ['notes.txt', 'brief.md', 'reviews.csv', 'data.json', 'script.ts']) {
      const result = await extractFileText(file(name, Buffer.from('Aurora Tea — café reviews')));
      expect(result.text).toBe('Aurora Tea — café reviews');
    }
  });

  it('reads PDF, Word, PowerPoint and Excel files', async () => {
    expect((await extractFileText(file('deck.pdf', buildTinyPdf('Hello from the PDF')))).text).toBe('Hello from the PDF');
    expect((await extractFileText(file('guide.docx', buildTinyDocx('First paragraph', 'Second paragraph')))).text).toBe('First paragraph\n\nSecond paragraph');
    expect((await extractFileText(file('deck.pptx', buildTinyPptx('Slide one & more', 'Slide two')))).text).toBe('Slide 1:\nSlide one & more\n\nSlide 2:\nSlide two');
    expect((await extractFileText(file('reviews.xlsx', buildTinyXlsx([['name', 'review'], ['Ann', 'Lovely tea']])))).text).toBe('Sheet Sheet1:\nname,review\nAnn,Lovely tea');
  });

  it('checks the bytes, not only the name', async () => {
    await expect(extractFileText(file('deck.pdf', Buffer.from('just text')))).rejects.toMatchObject({
      response: { message: 'deck.pdf is not a PDF: its content does not match its .pdf extension' },
    });
    await expect(extractFileText(file('notes.txt', buildTinyPdf('x')))).rejects.toMatchObject({
      response: { message: 'notes.txt does not contain text: its content does not match its .txt extension' },
    });
    await expect(extractFileText(file('deck.pptx', buildTinyDocx('x')))).rejects.toMatchObject({ status: 400 });
  });

  it('rejects unsupported types, naming the file', async () => {
    await expect(extractFileText(file('setup.exe', Buffer.from('MZ')))).rejects.toMatchObject({
      status: 400,
      response: { message: expect.stringContaining('Unsupported file type: setup.exe') },
    });
  });
});
