/**
 * The organization's activity log: what can happen, and the one place where an entry becomes the
 * sentence people read (on a campaign's page and on the members page).
 * docs/decisions.md#activity-wording
 */

/** Everything the API writes to the activity log. */
export const ACTIVITY_ACTIONS = [
  // campaigns, concepts, the brand kit and the organization's settings
  'created',
  'edited',
  'status_changed',
  'sent_for_review',
  'approved',
  'changes_requested',
  'commented',
  'review_link_created',
  'review_link_revoked',
  'pushed',
  'push_failed',
  'selected',
  'rejected',
  'scheduled',
  'saved',
  'settings_changed',
  // members and invitations
  'invited',
  'invitation_resent',
  'invitation_revoked',
  'joined',
  'left',
  'role_changed',
  'removed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const ACTIVITY_TEXTS = {
  /** What a list with no entries says. */
  empty: 'Nothing has happened yet.',
} as const;

/**
 * What a sentence needs of an entry (the API's activity entry has all of it). `action` is a plain
 * string because older entries, or a newer API, may hold an action this list does not know yet.
 */
export interface ActivityEntryText {
  action: string;
  actor: { kind?: string; name: string };
  subjectType: string;
  subjectName: string | null;
  detail: string | null;
}

/** What each action on a campaign, concept, the brand kit or the settings reads as, after the actor's name. */
const VERBS: Partial<Record<ActivityAction, string>> = {
  created: 'created',
  edited: 'edited',
  status_changed: 'changed the status of',
  sent_for_review: 'sent for review',
  approved: 'approved',
  changes_requested: 'requested changes to',
  commented: 'commented on',
  review_link_created: 'shared a review link for',
  review_link_revoked: 'turned off a review link for',
  pushed: 'pushed',
  push_failed: 'could not push',
  selected: 'selected',
  rejected: 'rejected',
  scheduled: 'scheduled',
  saved: 'saved',
  settings_changed: "changed the organization's settings",
};

/** A member's events, as the members page shows them: `who` did it, to `whom` (an email). */
const MEMBER_SENTENCES: Partial<Record<ActivityAction, (who: string, whom: string) => string>> = {
  invited: (who, whom) => `${who} invited ${whom}`,
  invitation_resent: (who, whom) => `${who} sent the invitation to ${whom} again`,
  invitation_revoked: (who, whom) => `${who} revoked the invitation to ${whom}`,
  joined: (_who, whom) => `${whom} joined`,
  left: (_who, whom) => `${whom} left`,
  role_changed: (who, whom) => `${who} changed the role of ${whom}`,
  removed: (who, whom) => `${who} removed ${whom}`,
};

/** How the subject is named after the verb; a member's or the organization's entry names none. */
const SUBJECT_WORDS: Record<string, string> = {
  campaign: 'campaign',
  concept: 'concept',
  brand: 'the brand kit',
  member: '',
  organization: '',
};

const verbOf = (action: string) => VERBS[action as ActivityAction] ?? action.replace(/_/g, ' ');

/**
 * One entry as a sentence: "Ada Lovelace approved campaign “Spring sale”". With
 * `withSubject = false` (a list that is all about one record) the subject reads as "it":
 * "Sam (outside reviewer) requested changes to it". An unknown action reads as its words.
 */
export function activitySentence(entry: ActivityEntryText, withSubject = true): string {
  const who = entry.actor.kind === 'reviewer' ? `${entry.actor.name} (outside reviewer)` : entry.actor.name;
  const memberSentence = MEMBER_SENTENCES[entry.action as ActivityAction];
  if (memberSentence) return memberSentence(who, entry.subjectName ?? 'someone');
  const verb = verbOf(entry.action);
  if (entry.action === 'settings_changed') return `${who} ${verb}`;
  if (!withSubject) return `${who} ${verb}${/ (of|to|on|for)$/.test(verb) ? ' it' : ''}`;
  const kind = SUBJECT_WORDS[entry.subjectType] ?? entry.subjectType;
  if (entry.subjectType === 'brand') return `${who} ${verb} ${kind}`;
  const name = entry.subjectName ? `“${entry.subjectName}”` : '';
  return [who, verb, kind, name].filter(Boolean).join(' ');
}

/**
 * The sentence with its detail on the same line, as the organization-wide list on the members
 * page shows it: "Ada Lovelace invited linus@example.com (invited as viewer)",
 * "Ada Lovelace changed the role of grace@example.com: viewer → editor".
 */
export function activityLine(entry: ActivityEntryText): string {
  const sentence = activitySentence(entry);
  if (!entry.detail) return sentence;
  switch (entry.action) {
    case 'invited':
    case 'joined':
      return `${sentence} (${entry.detail.toLowerCase()})`;
    case 'role_changed':
      return `${sentence}: ${entry.detail}`;
    case 'invitation_resent':
      // the detail repeats the role the invitation already names
      return sentence;
    default:
      return `${sentence} (${entry.detail})`;
  }
}
