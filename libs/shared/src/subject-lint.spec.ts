import { cutText, EMAIL_CLIENTS, inboxRows } from './email-clients.js';
import { normalizeEmailLanguage, textDirection } from './email-language.js';
import { lintSubject } from './subject-lint.js';

const ids = (subject: string, preview = 'A preview text that adds something') => lintSubject(subject, preview).map((w) => w.id);

describe('lintSubject', () => {
  it('says nothing of a calm subject line with its own preview text', () => {
    expect(lintSubject("Meet the matcha kit: it's here", 'Everything for your first bowl, in one box.')).toEqual([]);
  });

  it('warns on capitals, crowded punctuation, repeated exclamation marks and spam phrases', () => {
    expect(ids('HUGE SALE on tea')).toEqual(['capitals']);
    expect(ids('HUGE SALE on matcha')).toEqual([]);
    expect(ids('OK, go')).toEqual([]);
    expect(ids('Wait... what? (really) - yes')).toEqual(['punctuation']);
    expect(ids('Matcha! Now!')).toEqual(['exclamations']);
    expect(ids('Act now: a winner every week')).toEqual(['spamPhrase']);
    expect(lintSubject('Act now: a winner every week', 'x')[0]!.message).toBe('"act now", "winner" are phrases spam filters score: say what the reader gets instead.');
    expect(ids('Our freedom blend')).toEqual([]);
  });

  it('warns on an empty preview text and on one that repeats the subject', () => {
    expect(ids('Meet the kit', '  ')).toEqual(['previewEmpty']);
    expect(ids('Meet the kit', 'meet the kit!')).toEqual(['previewDuplicate']);
  });
});

describe('the inbox clients', () => {
  it('cut after their number of characters, with an ellipsis', () => {
    expect(cutText('Meet the matcha starter kit', 10)).toEqual({ text: 'Meet the…', cut: true });
    expect(cutText('Short', 10)).toEqual({ text: 'Short', cut: false });
    expect(cutText('🍵🍵🍵', 2)).toEqual({ text: '🍵…', cut: true });
  });

  it('give six rows; Gmail on the web fits subject and preview on one line', () => {
    const rows = inboxRows({ sender: 'Aurora Tea', subject: 'S'.repeat(60), preview: 'P'.repeat(97) });
    expect(rows.map((r) => r.client.id)).toEqual(EMAIL_CLIENTS.map((c) => c.id));
    expect(rows).toHaveLength(6);
    const gmail = rows.find((r) => r.client.id === 'gmailWeb')!;
    expect(Array.from(gmail.preview.text)).toHaveLength(130 - 60 - 3);
    const outlook = rows.find((r) => r.client.id === 'outlookWindows')!;
    expect(outlook.preview).toEqual({ text: `${'P'.repeat(34)}…`, cut: true });
  });
});

describe('the email language', () => {
  it('writes right-to-left languages rtl and normalises the tag', () => {
    expect(['ar', 'he', 'fa', 'ur', 'en', 'de-CH', 'az-Arab'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'ltr', 'ltr', 'rtl']);
    expect(normalizeEmailLanguage('DE-ch')).toBe('de-CH');
    expect(normalizeEmailLanguage('not a tag')).toBe('en');
  });
});
