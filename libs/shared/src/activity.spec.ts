import { activityLine, activitySentence, type ActivityEntryText } from './activity';
import { isRowId, MAX_ID, parseRowId } from './ids';

const entry = (overrides: Partial<ActivityEntryText>): ActivityEntryText => ({
  action: 'approved',
  actor: { kind: 'user', name: 'Ada Lovelace' },
  subjectType: 'campaign',
  subjectName: 'Spring sale',
  detail: null,
  ...overrides,
});

describe('activitySentence', () => {
  it('names the subject, or says "it" in a list about one record', () => {
    expect(activitySentence(entry({}))).toBe('Ada Lovelace approved campaign “Spring sale”');
    expect(activitySentence(entry({ action: 'changes_requested', actor: { kind: 'reviewer', name: 'Sam' } }), false)).toBe('Sam (outside reviewer) requested changes to it');
    expect(activitySentence(entry({ action: 'saved', subjectType: 'brand', subjectName: null }))).toBe('Ada Lovelace saved the brand kit');
    expect(activitySentence(entry({ action: 'settings_changed', subjectType: 'organization', subjectName: null }))).toBe("Ada Lovelace changed the organization's settings");
  });

  it('words member events the way the members page shows them', () => {
    const member = (action: string) => activitySentence(entry({ action, subjectType: 'member', subjectName: 'linus@example.com' }));
    expect(member('invitation_resent')).toBe('Ada Lovelace sent the invitation to linus@example.com again');
    expect(member('invitation_revoked')).toBe('Ada Lovelace revoked the invitation to linus@example.com');
    expect(member('joined')).toBe('linus@example.com joined');
  });

  it('reads an action it does not know as its words', () => {
    expect(activitySentence(entry({ action: 'archived_forever' }))).toBe('Ada Lovelace archived forever campaign “Spring sale”');
  });
});

describe('activityLine', () => {
  it('puts the detail on the same line', () => {
    const member = (action: string, detail: string) => activityLine(entry({ action, subjectType: 'member', subjectName: 'linus@example.com', detail }));
    expect(member('invited', 'Invited as viewer')).toBe('Ada Lovelace invited linus@example.com (invited as viewer)');
    expect(member('role_changed', 'viewer → editor')).toBe('Ada Lovelace changed the role of linus@example.com: viewer → editor');
    expect(member('left', 'Joined Acme')).toBe('linus@example.com left (Joined Acme)');
    expect(activityLine(entry({ action: 'commented', detail: 'Looks good' }))).toBe('Ada Lovelace commented on campaign “Spring sale” (Looks good)');
  });
});

describe('row ids', () => {
  it('accepts whole numbers from 1 to the largest Postgres integer', () => {
    expect(isRowId(1)).toBe(true);
    expect(isRowId(MAX_ID)).toBe(true);
    expect(isRowId(MAX_ID + 1)).toBe(false);
    expect(isRowId(0)).toBe(false);
    expect(isRowId(1.5)).toBe(false);
    expect(isRowId('1')).toBe(false);
  });

  it('reads digits only', () => {
    expect(parseRowId('42')).toBe(42);
    expect(parseRowId('2147483648')).toBeNull();
    expect(parseRowId('1e3')).toBeNull();
    expect(parseRowId('-1')).toBeNull();
    expect(parseRowId(' 7')).toBeNull();
    expect(parseRowId(undefined)).toBeNull();
  });
});
