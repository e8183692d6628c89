import { LIMITS } from '@mailplan/shared';

/** What the members and invitation routes answer (the screens show these texts as they come). */
export const MEMBER_MESSAGES = {
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  memberIdInvalid: 'Member id must be a positive integer',
  invitationIdInvalid: 'Invitation id must be a positive integer',
  roleInvalid: 'Role must be one of admin, manager, editor or viewer',
  emailInvalid: 'Please enter a valid email address',
  emailMax: `Email must be at most ${LIMITS.emailMax} characters`,
  tokenRequired: 'The invitation token is missing',
  lastAdminDemote: 'This is the last admin of the organization. Make another member an admin first.',
  lastAdminRemove: 'The last admin of the organization cannot be removed. Make another member an admin first.',
  alreadyMember: (email: string) => `${email} is already a member of this organization`,
  alreadyInvited: (email: string) => `${email} already has a pending invitation. Resend it or revoke it first.`,
  invitationNotPending: 'This invitation is no longer pending: it was used, revoked or sent again',
  linkInvalid: 'This invitation link is not valid. Check that you copied the whole link, or ask an admin for a new invitation.',
  linkExpired: (org: string) => `This invitation has expired. Ask an admin of ${org} to send a new one.`,
  linkRevoked: (org: string) => `This invitation was revoked. Ask an admin of ${org} if you should still join.`,
  linkReplaced: (org: string) => `This invitation link was replaced by a newer one. Use the latest link you received from ${org}.`,
  linkUsed: 'This invitation has already been used. Log in to continue.',
  wrongEmail: (invited: string) => `This invitation is for ${invited}. Sign in with that email to accept it.`,
  registerWrongEmail: (invited: string) => `This invitation is for ${invited}: register with that email.`,
  youAreAlreadyMember: (org: string) => `You are already a member of ${org}`,
  lastAdminLeaving: (org: string) =>
    `You are the last admin of ${org}, which has other members. Make another member an admin before you join another organization.`,
  emailNotSent: 'The invitation email could not be sent. Copy the link and send it yourself, or try again later.',
} as const;
