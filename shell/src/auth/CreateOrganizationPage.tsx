import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from '@mailplan/ui';
import { FormTextField, useZodForm } from '@mailplan/ui/forms';
import { type AppDispatch, type UserDto } from '@mailplan/api';
import { setCurrentUser, useMeQuery } from '@mailplan/api/endpoints/auth';
import { useCreateOrganizationMutation, useUpdateUserMutation } from '@mailplan/api/endpoints/organizations';
import { AuthCard } from './AuthCard';
import { AUTH_TOASTS } from './auth.texts';
import { errorMessage } from './errors';
import { organizationSchema } from './auth.schemas';

export default function CreateOrganizationPage() {
  const { control, handleSubmit } = useZodForm(organizationSchema, { name: '' });
  const { data: user } = useMeQuery();
  const [createOrganization] = useCreateOrganizationMutation();
  const [patchUser] = useUpdateUserMutation();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();

  async function onSubmit(values: { name: string }) {
    setBusy(true);
    try {
      const organization = await createOrganization({ name: values.name }).unwrap();
      if (user) {
        // The API already links the user to the new organization as its admin; this follow-up
        // call is the spec's and its failure is only logged. Its answer is the user as stored.
        let updated: UserDto = { ...user, organizationId: organization.id, pendingSetup: false, role: 'admin' };
        try {
          updated = await patchUser({ id: user.id, organizationId: organization.id, pendingSetup: false }).unwrap();
        } catch (error) {
          console.error('Could not update the user after creating the organization', error);
        }
        dispatch(setCurrentUser(updated));
      }
      toast(AUTH_TOASTS.organizationCreated);
      navigate('/email-strategy/generate', { replace: true });
    } catch (error) {
      toast(AUTH_TOASTS.organizationFailed(errorMessage(error)));
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create Organization" subtitle="Your organization holds your brand, modules, campaigns and calendar.">
      <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={1}>
        <FormTextField control={control} name="name" label="Organization name" autoComplete="organization" autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Creating...' : 'Create Organization'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
