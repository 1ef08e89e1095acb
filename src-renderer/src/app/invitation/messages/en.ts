/** English texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  // Add team member: how the new member signs in.
  'invitation.add.signIn': 'Sign-in',
  'invitation.add.invite': 'Send an invitation by email',
  'invitation.add.inviteHelp':
    'They get an email with a link to choose their own password. The link works for {days, plural, one {# day} other {# days}}.',
  'invitation.add.password': 'Set a password now',
  'invitation.add.none': 'No sign-in',
  // After adding with an invitation, and after sending one from the team list.
  'invitation.toast.sent': 'Invitation sent to {email}',
  'invitation.toast.failed': 'Failed to send the invitation',
  // The team list, for members who cannot sign in yet.
  'invitation.team.send': 'Send invitation',
  'invitation.team.sendFor': 'Send invitation to {name}',
  'invitation.team.resend': 'Resend invitation',
  'invitation.team.resendFor': 'Resend invitation to {name}',
  'invitation.team.pending': 'Invited',
  'invitation.team.pendingTitle': 'The invitation link works until {date}',
  'invitation.team.expired': 'Invitation expired',
  // The page the link opens.
  'invitation.page.title': 'Join {organizationName}',
  'invitation.page.subtitle': '{invitedBy} invited you to the team. Choose a password to sign in.',
  'invitation.page.email': 'Email',
  'invitation.page.password': 'Password',
  'invitation.page.confirm': 'Confirm password',
  'invitation.page.mismatch': 'The passwords do not match.',
  'invitation.page.submit': 'Set password and sign in',
  'invitation.page.expires': 'This link works until {date}.',
  'invitation.page.unusableTitle': 'Invitation',
  'invitation.page.unusableSubtitle': 'Links to join a team work once, for a limited time.',
  'invitation.page.failed': 'Your password was not set',
  'invitation.page.toSignIn': 'Go to sign in',
};

declare global {
  interface EnglishMessageParts {
    invitations: typeof invitationsMessages;
  }
}
