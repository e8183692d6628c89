import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useDispatch } from 'react-redux';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod/mini';
import { LIMITS, MESSAGES } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { api, type AppDispatch, type InvitationPreviewDto } from '@mailplan/api';
import { setCurrentUser, useLogoutMutation, useMeQuery } from '@mailplan/api/endpoints/auth';
import { useAcceptInvitationMutation, useGetInvitationLinkQuery } from '@mailplan/api/endpoints/members';
import { logIn, register } from '@mailplan/api/request';
import { AuthCard } from '../auth/AuthCard';
import { FullPageSpinner } from '../auth/FullPageSpinner';
import { errorMessage } from '../auth/errors';
import { registerSchema } from '../auth/auth.schemas';
import StoreProvider from '../app/StoreProvider';
import { INVITATION_TEXTS as T, INVITATION_TOASTS } from './members.texts';

const passwordSchema = z.object({ password: z.string().check(z.minLength(LIMITS.loginPasswordMin, MESSAGES.loginPasswordMin)) });

/**
 * The invitation link's page (/invitations/:token, no session needed). A new person registers
 * with the invited email fixed and lands in the organization; someone with an account logs in
 * here; a signed-in user with the invited email joins after confirming; another signed-in user is
 * told the link is not theirs. A link that is unknown, expired, revoked or used says so.
 */
export default function InvitationRoute() {
  return (
    <StoreProvider>
      <InvitationPage />
    </StoreProvider>
  );
}

export function InvitationPage() {
  const { token = '' } = useParams();
  const link = useGetInvitationLinkQuery(token);
  const me = useMeQuery();

  if (link.isLoading || me.isLoading) return <FullPageSpinner label={T.loading} />;
  if (link.isError || !link.data) {
    const message = errorMessage(link.error) ?? INVITATION_TOASTS.fallback;
    return (
      <AuthCard title={T.unavailableTitle}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {message}
        </Alert>
        <Link component={RouterLink} to={me.data ? '/' : '/auth/login'}>
          {me.data ? T.toApp : T.toLogin}
        </Link>
      </AuthCard>
    );
  }
  const invitation = link.data;
  const user = me.data;
  if (user && user.email !== invitation.email) return <WrongUser invitation={invitation} email={user.email} />;
  if (user) return <ConfirmJoin invitation={invitation} token={token} hasOrganization={!!user.organizationId} />;
  if (invitation.hasAccount) return <LogInToAccept invitation={invitation} />;
  return <RegisterToJoin invitation={invitation} token={token} />;
}

/** The card of every way to join: the organization's name, who invited whom as what, a `hint` for this way, then `children`. */
function JoinCard({ invitation, hint, children }: { invitation: InvitationPreviewDto; hint: string; children: ReactNode }) {
  return (
    <AuthCard title={T.joinTitle(invitation.organizationName)}>
      <Typography sx={{ mb: 2 }}>{T.invitedBy(invitation.invitedBy, invitation.organizationName, invitation.role)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      {children}
    </AuthCard>
  );
}

function RegisterToJoin({ invitation, token }: { invitation: InvitationPreviewDto; token: string }) {
  const { control, handleSubmit } = useZodForm(registerSchema, { firstName: '', lastName: '', email: invitation.email, password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();

  async function onSubmit(values: { firstName: string; lastName: string; password: string; confirmPassword: string }) {
    setBusy(true);
    try {
      const user = await register({
        firstName: values.firstName,
        lastName: values.lastName,
        email: invitation.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        invitationToken: token,
      });
      dispatch(setCurrentUser(user));
      toast(INVITATION_TOASTS.joined(invitation.organizationName, user.role));
      // straight into the organization (no organization set-up); the used link is not read again
      navigate('/', { replace: true });
    } catch (error) {
      toast(INVITATION_TOASTS.registerFailed(errorMessage(error) ?? INVITATION_TOASTS.fallback));
      setBusy(false);
    }
  }

  return (
    <JoinCard invitation={invitation} hint={T.registerHint}>
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" autoFocus />
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
        </Stack>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" inputProps={{ readOnly: true }} hint="The invited email" />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" />
        <FormTextField control={control} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? T.creating : T.createAndJoin}
        </Button>
      </Stack>
    </JoinCard>
  );
}

function LogInToAccept({ invitation }: { invitation: InvitationPreviewDto }) {
  const { control, handleSubmit } = useZodForm(passwordSchema, { password: '' });
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();

  async function onSubmit(values: { password: string }) {
    setBusy(true);
    try {
      const result = await logIn({ email: invitation.email, password: values.password });
      // the page now shows the confirmation for the signed-in user
      dispatch(setCurrentUser(result.user));
    } catch (error) {
      toast(INVITATION_TOASTS.loginFailed(errorMessage(error)));
      setBusy(false);
    }
  }

  return (
    <JoinCard invitation={invitation} hint={T.loginHint(invitation.email)}>
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={1}>
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? T.loggingIn : T.loginButton}
        </Button>
      </Stack>
    </JoinCard>
  );
}

function ConfirmJoin({ invitation, token, hasOrganization }: { invitation: InvitationPreviewDto; token: string; hasOrganization: boolean }) {
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();

  async function join() {
    try {
      const user = await accept(token).unwrap();
      toast(INVITATION_TOASTS.joined(invitation.organizationName, user.role));
      navigate('/', { replace: true });
      // everything cached belonged to the organization left behind
      dispatch(api.util.resetApiState());
      dispatch(setCurrentUser(user));
    } catch (error) {
      toast(INVITATION_TOASTS.joinFailed(errorMessage(error) ?? INVITATION_TOASTS.fallback));
    }
  }

  return (
    <JoinCard invitation={invitation} hint={T.confirmHint(invitation.email)}>
      {hasOrganization && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {T.leaveWarning}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void join()} disabled={isLoading}>
          {isLoading ? T.joining : T.joinButton(invitation.organizationName)}
        </Button>
        <Button component={RouterLink} to="/">
          {T.notNow}
        </Button>
      </Stack>
    </JoinCard>
  );
}

function WrongUser({ invitation, email }: { invitation: InvitationPreviewDto; email: string }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch<AppDispatch>();
  const toast = useToast();

  async function onLogout() {
    try {
      await logout().unwrap();
      dispatch(api.util.resetApiState());
    } catch {
      toast(INVITATION_TOASTS.logoutFailed);
    }
  }

  return (
    <AuthCard title={T.wrongUserTitle}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {T.wrongUser(invitation.email, email)}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void onLogout()} disabled={isLoading}>
          {T.logout}
        </Button>
        <Button component={RouterLink} to="/">
          {T.toApp}
        </Button>
      </Stack>
    </AuthCard>
  );
}
