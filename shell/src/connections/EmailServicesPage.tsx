import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { type ConnectionDto } from '@mailplan/api';
import { useCan } from '@mailplan/api/endpoints/auth';
import {
  useConnectEmailServiceMutation,
  useDisconnectEmailServiceMutation,
  useGetConnectionsQuery,
  useTestEmailServiceMutation,
} from '@mailplan/api/endpoints/connections';
import { PageTitle } from '@mailplan/ui/components';
import { errorMessage } from '../auth/errors';
import { CONNECTIONS_TEXTS as T, SERVICES } from './connections.texts';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The email services page (/settings/email-services, from the sidebar's footer): which services
 * the organization is connected to; an admin connects one with its API key (checked with the
 * service first), tests it and removes it. The key is never shown again, only its last four
 * characters. A saved key the server can no longer read (its encryption key changed) is shown as
 * needing reconnecting, with the form to enter it again (docs/decisions.md#connection-keys).
 */
export default function EmailServicesPage() {
  const canManage = useCan('organization.manage');
  const connections = useGetConnectionsQuery();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageTitle title={T.title} subtitle={T.subtitle} variant="h1" />
      {!canManage && <Alert severity="info">{T.readOnly}</Alert>}
      {connections.isError && <Alert severity="error">{errorMessage(connections.error) ?? T.failed}</Alert>}
      {SERVICES.map((service) => (
        <ServiceCard
          key={service.id}
          service={service}
          connection={connections.data?.find((c) => c.service === service.id)}
          loading={connections.isLoading}
          canManage={canManage}
          onChanged={() => void connections.refetch()}
        />
      ))}
    </Stack>
  );
}

function ServiceCard({
  service,
  connection,
  loading,
  canManage,
  onChanged,
}: {
  service: (typeof SERVICES)[number];
  connection: ConnectionDto | undefined;
  loading: boolean;
  canManage: boolean;
  onChanged: () => void;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [apiKey, setApiKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [connect, connecting] = useConnectEmailServiceMutation();
  const [test, testing] = useTestEmailServiceMutation();
  const [disconnect, disconnecting] = useDisconnectEmailServiceMutation();
  // a saved key the server can no longer read is of no use: the form asks for it again
  const needsReconnect = !!connection?.needsReconnect;
  const showForm = canManage && (!connection || editing || needsReconnect);

  async function onConnect(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    setTestResult(null);
    if (!apiKey.trim()) return setProblem(T.keyRequired);
    try {
      await connect({ service: service.id, apiKey: apiKey.trim() }).unwrap();
      setApiKey('');
      setEditing(false);
      toast({ title: T.connectedToast(service.name), variant: 'success' });
      onChanged();
    } catch (err) {
      setProblem(errorMessage(err) ?? T.failed);
    }
  }

  async function onTest() {
    setTestResult(null);
    try {
      setTestResult(await test(service.id).unwrap());
      onChanged();
    } catch (err) {
      setTestResult({ ok: false, message: errorMessage(err) ?? T.failed });
    }
  }

  async function onRemove() {
    try {
      await disconnect(service.id).unwrap();
      setConfirming(false);
      setTestResult(null);
      toast({ title: T.removedToast(service.name), variant: 'success' });
      onChanged();
    } catch (err) {
      setConfirming(false);
      toast({ title: T.failed, description: errorMessage(err), variant: 'destructive' });
    }
  }

  const details = connection
    ? [
        T.keyEnding(connection.keyLast4),
        connection.dataCenter ? T.dataCenter(connection.dataCenter) : null,
        connection.accountName,
        connection.lastTestedAt ? T.lastChecked(dateTime(connection.lastTestedAt)) : null,
      ].filter(Boolean)
    : [];

  return (
    <Paper variant="outlined" component="section" aria-label={service.name} sx={{ p: 3 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
          {service.name}
        </Typography>
        {!loading && (
          <Chip
            size="small"
            label={needsReconnect ? T.needsReconnect : connection ? T.connected : T.notConnected}
            color={needsReconnect ? 'warning' : connection ? 'success' : 'default'}
            variant={connection ? 'filled' : 'outlined'}
          />
        )}
      </Stack>
      {connection && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {details.join(' · ')}
        </Typography>
      )}
      {needsReconnect && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {canManage ? T.needsReconnectBody : T.needsReconnectReadOnly}
        </Alert>
      )}
      {testResult && (
        <Alert severity={testResult.ok ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {testResult.message}
        </Alert>
      )}
      {showForm && (
        <Box component="form" onSubmit={onConnect} noValidate sx={{ mb: connection ? 2 : 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {service.keyHelp}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={`${service.name} ${T.apiKey}`}
              type="password"
              autoComplete="off"
              size="small"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              placeholder={service.placeholder}
              error={!!problem}
              helperText={problem ?? T.keyNeverShown}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <Button type="submit" variant="contained" disabled={connecting.isLoading}>
              {connecting.isLoading ? T.connecting : T.connect}
            </Button>
            {connection && !needsReconnect && (
              <Button onClick={() => { setEditing(false); setProblem(null); setApiKey(''); }}>
                {T.cancel}
              </Button>
            )}
          </Stack>
        </Box>
      )}
      {canManage && connection && !editing && (
        <Stack direction="row" spacing={1}>
          {!needsReconnect && (
            <>
              <Button variant="outlined" onClick={onTest} disabled={testing.isLoading}>
                {testing.isLoading ? T.testing : T.test}
              </Button>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {T.replaceKey}
              </Button>
            </>
          )}
          <Button color="error" onClick={() => setConfirming(true)}>
            {T.remove}
          </Button>
        </Stack>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{T.removeTitle(service.name)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.removeBody(service.name)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{T.cancel}</Button>
          <Button color="error" variant="contained" onClick={onRemove} disabled={disconnecting.isLoading}>
            {T.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
