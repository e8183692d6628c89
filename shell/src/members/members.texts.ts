import { ACTIVITY_TEXTS, type Role } from '@mailplan/shared';
import { AUTH_TOASTS } from '../auth/auth.texts';

/** The members page's and the invitation page's own texts and toasts. */

/** What a failure says when the API gave no reason. */
const FALLBACK = 'Something went wrong. Please try again.';

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', manager: 'Manager', editor: 'Editor', viewer: 'Viewer' };

/** What each role may do, in the words of the permission table (docs/permissions.md). */
export const ROLE_HINTS: Record<Role, string> = {
  admin: 'Everything, and manages members and the organization',
  manager: 'Writes content, approves campaigns, edits the brand kit and strategy',
  editor: 'Writes modules, campaigns and concepts and runs AI',
  viewer: 'Reads everything',
};

/** "an editor", "a manager" */
export const withArticle = (role: Role) => `${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${ROLE_LABELS[role].toLowerCase()}`;

export const MEMBERS_TEXTS = {
  title: 'Members',
  subtitle: 'The people who plan email with you, and the invitations not used yet.',
  readOnly: 'Only admins can invite people, change roles and remove members.',
  inviteTitle: 'Invite a teammate',
  inviteHint: 'They get a link that works once and expires after 7 days.',
  emailLabel: 'Email',
  roleLabel: 'Role',
  inviteButton: 'Send invitation',
  inviting: 'Inviting...',
  peopleTitle: 'People',
  invitationsTitle: 'Pending invitations',
  noInvitations: 'No pending invitations.',
  activityTitle: 'Activity',
  noActivity: ACTIVITY_TEXTS.empty,
  columns: { name: 'Name', email: 'Email', role: 'Role', lastLogin: 'Last login', invitedBy: 'Invited by', expires: 'Expires', actions: 'Actions' },
  never: 'Never',
  you: '(you)',
  expired: 'Expired',
  remove: 'Remove',
  resend: 'Resend',
  revoke: 'Revoke',
  loadFailed: 'The members could not be loaded. Please try again.',
  retry: 'Retry',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeBody: (name: string, org: string) =>
    `${name} leaves ${org}: they are signed out at once and no longer see its campaigns, modules or brand kit. You can invite them again later.`,
  cancel: 'Cancel',
  linkTitle: 'Copy the invitation link',
  linkBody: (email: string) => `No mail server is set up, so send this link to ${email} yourself. It works once and expires after 7 days; it is not shown again.`,
  linkFailedBody: (email: string, reason: string) => `${reason} Send this link to ${email}; it works once and expires after 7 days.`,
  copy: 'Copy link',
  copied: 'Copied',
  done: 'Done',
} as const;

export const MEMBERS_TOASTS = {
  invited: (email: string) => ({ title: 'Invitation sent', description: `We emailed an invitation to ${email}`, variant: 'success' as const }),
  linkReady: (email: string) => ({ title: 'Invitation created', description: `Copy the link and send it to ${email}`, variant: 'success' as const }),
  inviteFailed: (message: string) => ({ title: 'Invitation failed', description: message, variant: 'destructive' as const }),
  roleChanged: (name: string, role: Role) => ({ title: 'Role changed', description: `${name} is now ${withArticle(role)}`, variant: 'success' as const }),
  roleFailed: (message: string) => ({ title: 'Role not changed', description: message, variant: 'destructive' as const }),
  removed: (name: string) => ({ title: 'Member removed', description: `${name} no longer belongs to the organization`, variant: 'success' as const }),
  removeFailed: (message: string) => ({ title: 'Member not removed', description: message, variant: 'destructive' as const }),
  revoked: (email: string) => ({ title: 'Invitation revoked', description: `The link sent to ${email} no longer works`, variant: 'success' as const }),
  revokeFailed: (message: string) => ({ title: 'Invitation not revoked', description: message, variant: 'destructive' as const }),
  resendFailed: (message: string) => ({ title: 'Invitation not sent', description: message, variant: 'destructive' as const }),
  copyFailed: { title: 'Copy failed', description: 'Select the link and copy it yourself', variant: 'destructive' as const },
  fallback: FALLBACK,
} as const;

export const INVITATION_TEXTS = {
  loading: 'Opening the invitation',
  unavailableTitle: 'Invitation unavailable',
  toLogin: 'Go to login',
  toApp: 'Go to Mailplan',
  joinTitle: (org: string) => `Join ${org}`,
  invitedBy: (who: string | null, org: string, role: Role) => `${who ?? 'An admin'} invited you to join ${org} as ${withArticle(role)}.`,
  registerHint: 'Create your account to join. Your email is the one the invitation was sent to.',
  createAndJoin: 'Create account and join',
  creating: 'Creating account...',
  loginHint: (email: string) => `You already have an account. Log in as ${email} to accept the invitation.`,
  loginButton: 'Login',
  loggingIn: 'Logging in...',
  confirmHint: (email: string) => `You are signed in as ${email}.`,
  leaveWarning:
    'You will leave your current organization. Its campaigns, modules and brand kit stay there, and you will no longer see them. If you are its last admin and it has other members, make someone else an admin first.',
  joinButton: (org: string) => `Join ${org}`,
  joining: 'Joining...',
  notNow: 'Not now',
  wrongUserTitle: 'This invitation is for someone else',
  wrongUser: (invited: string, me: string) => `This invitation is for ${invited}, but you are signed in as ${me}. Log out, then open the link again.`,
  logout: 'Logout',
} as const;

export const INVITATION_TOASTS = {
  joined: (org: string, role: Role) => ({ title: `Welcome to ${org}`, description: `You joined as ${withArticle(role)}`, variant: 'success' as const }),
  joinFailed: (message: string) => ({ title: 'Could not join', description: message, variant: 'destructive' as const }),
  registerFailed: AUTH_TOASTS.registerFailed,
  loginFailed: AUTH_TOASTS.loginFailed,
  logoutFailed: AUTH_TOASTS.logoutFailed,
  fallback: FALLBACK,
} as const;
