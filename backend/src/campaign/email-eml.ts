// The finished email as a draft message file (.eml): what an email service without an API
// connection imports, or a mail program opens. Built with nodemailer's MailComposer (the MIME
// structure, encodings and headers), never sent.
import MailComposer from 'nodemailer/lib/mail-composer';

export interface EmlInput {
  subject: string;
  html: string;
  text: string;
  /** Written into the message's Date header; now when not given. */
  date?: Date;
}

/**
 * An RFC 5322 message: the subject, then a multipart/alternative body of the plain text and the
 * HTML (the preheader is the HTML's hidden first element). It has no sender and no recipients;
 * `X-Unsent: 1` makes Outlook open it as a draft to send from.
 */
export async function buildEml(input: EmlInput): Promise<string> {
  const composer = new MailComposer({
    subject: input.subject.trim(),
    text: input.text,
    html: input.html,
    date: input.date ?? new Date(),
    headers: { 'X-Unsent': '1' },
    textEncoding: 'quoted-printable',
  });
  const message = await composer.compile().build();
  return message.toString('utf8');
}
