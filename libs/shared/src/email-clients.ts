/**
 * How six inboxes show an email in their message list: the sender name, the subject and the
 * preview text, each cut after a number of characters. The one table of these cut-offs and their
 * sources (docs/email-clients.md shows the same table): the campaign form's inbox preview cuts
 * with it. The figures are approximate (they move with the screen width, the font and the
 * client's version); they are what the sources below publish.
 */

export interface EmailClientCutoffs {
  id: 'gmailWeb' | 'gmailApp' | 'appleMailIphone' | 'outlookWindows' | 'outlookCom' | 'yahoo';
  /** The client as the inbox preview names it. */
  name: string;
  /** Characters of the sender name shown. */
  sender: number;
  /** Characters of the subject shown. */
  subject: number;
  /** Characters of the preview text shown. */
  preview: number;
  /**
   * When subject and preview text share one line (Gmail on the web), the characters of that line:
   * the preview text gets what the subject leaves (after a ' - ' between them).
   */
  line?: number;
  /** Where the figures come from. */
  source: string;
}

const SUBJECTS = 'wordcounternow.com, "Email marketing character limits" (subject lines by client)';
const PREVIEWS = 'themarketer.com, "How long should your preview texts be?" (display limits by client)';
const SENDERS = 'no published figure: the width of the sender column at its narrowest common size';

export const EMAIL_CLIENTS: readonly EmailClientCutoffs[] = [
  { id: 'gmailWeb', name: 'Gmail (web)', sender: 20, subject: 70, preview: 97, line: 130, source: `${SUBJECTS}; ${PREVIEWS}; ${SENDERS}` },
  { id: 'gmailApp', name: 'Gmail app', sender: 25, subject: 35, preview: 90, source: `${SUBJECTS} (Gmail mobile 30-40); ${PREVIEWS} (Gmail iOS app); ${SENDERS}` },
  { id: 'appleMailIphone', name: 'Apple Mail (iPhone)', sender: 25, subject: 41, preview: 81, source: `${SUBJECTS} (iPhone Mail 35-45); ${PREVIEWS} (iPhone, upright); ${SENDERS}` },
  { id: 'outlookWindows', name: 'Outlook (Windows)', sender: 30, subject: 55, preview: 35, source: `${SUBJECTS} (Outlook desktop 50-60); ${PREVIEWS} (Outlook 2013 and later, Windows); ${SENDERS}` },
  { id: 'outlookCom', name: 'Outlook.com', sender: 30, subject: 60, preview: 55, source: `${SUBJECTS} (Outlook 50-60); ${PREVIEWS} (the browser "varies"; Outlook's app figure, 55); ${SENDERS}` },
  { id: 'yahoo', name: 'Yahoo Mail', sender: 25, subject: 55, preview: 50, source: `${SUBJECTS} (Yahoo Mail 55-65); ${PREVIEWS} (the browser "varies"; Yahoo's app figure, 45-50); ${SENDERS}` },
];

/** `text` cut after `max` characters (whole characters, emoji included), with '…' when cut. */
export function cutText(text: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return { text: chars.join(''), cut: false };
  if (max <= 0) return { text: '', cut: chars.length > 0 };
  return { text: `${chars.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`, cut: true };
}

export interface InboxRow {
  client: EmailClientCutoffs;
  sender: { text: string; cut: boolean };
  subject: { text: string; cut: boolean };
  preview: { text: string; cut: boolean };
}

/** How one client's inbox list shows the email. */
export function inboxRow(client: EmailClientCutoffs, email: { sender: string; subject: string; preview: string }): InboxRow {
  const subject = cutText(email.subject, client.subject);
  const previewRoom = client.line === undefined ? client.preview : Math.min(client.preview, client.line - Array.from(subject.text).length - 3);
  return { client, sender: cutText(email.sender, client.sender), subject, preview: cutText(email.preview, previewRoom) };
}

/** The six clients' rows. */
export function inboxRows(email: { sender: string; subject: string; preview: string }): InboxRow[] {
  return EMAIL_CLIENTS.map((client) => inboxRow(client, email));
}
