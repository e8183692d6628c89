// The finished email as a draft message file (.eml): what an email service without an API
// connection imports, or a mail program opens. Built with nodemailer's MailComposer (the MIME
// structure, encodings and headers), never sent.
import MailComposer from 'nodemailer/lib/mail-composer';

/**
 * The draft's sender address, a placeholder to replace when sending. `.invalid` is reserved by
 * RFC 2606 never to exist, so the address cannot belong to anyone and a draft sent without
 * changing it fails at once instead of reaching a stranger's inbox or being forged as a real
 * domain (`example.com` is reserved too, but resolves and accepts connections).
 */
export const DRAFT_FROM_ADDRESS = 'no-reply@example.invalid';

export interface EmlInput {
  /** The sender's display name (the brand's name, or the from name of a push), written in `From` with {@link DRAFT_FROM_ADDRESS}. */
  fromName: string;
  subject: string;
  html: string;
  text: string;
  /** Written into the message's Date header; now when not given. */
  date?: Date;
}

/**
 * An RFC 5322 message: `From` (RFC 5322 requires one) with the sender's name and the placeholder
 * address, the subject, then a multipart/alternative body of the plain text and the HTML (the
 * preheader is the HTML's hidden first element). It has no recipients; `X-Unsent: 1` makes
 * Outlook open it as a draft to send from. MailComposer encodes a name that is not plain ASCII
 * as an RFC 2047 encoded word.
 */
export async function buildEml(input: EmlInput): Promise<string> {
  const composer = new MailComposer({
    // line breaks and other control characters cannot be part of a header's name
    from: { name: input.fromName.replace(/[\x00-\x1f\x7f]+/g, ' ').trim(), address: DRAFT_FROM_ADDRESS },
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
