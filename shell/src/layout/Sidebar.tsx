import { memo } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useToast } from '@mailplan/ui';
import { SIDEBAR_WIDTH } from '@mailplan/ui/components';
import { api, type AppDispatch } from '@mailplan/api';
import { useCan, useLogoutMutation, useMeQuery } from '@mailplan/api/endpoints/auth';
import { useGetBrandSettingsQuery } from '@mailplan/api/endpoints/brand';
import { AUTH_TOASTS } from '../auth/auth.texts';
import { ROLE_LABELS } from '../members/members.texts';
import { NAV_ITEMS } from './nav-items';

const DEFAULT_BRAND_NAME = 'Mailplan';

/**
 * The logged-in sidebar: brand name, the seven areas (current one highlighted) and, in its footer,
 * the signed-in person's name and role, Members and Logout.
 */
export function Sidebar() {
  const { data: brandSettings } = useGetBrandSettingsQuery();
  const brandName = brandSettings?.[0]?.name?.trim() || DEFAULT_BRAND_NAME;
  // The white panel runs the whole length of the page (it stretches with the layout's row); its
  // content is a window-high block that stays in view while the page scrolls, and scrolls its own
  // list when the window is short.
  return (
    <Box component="aside" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box data-testid="sidebar-panel" sx={{ height: '100vh', position: 'sticky', top: 0, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h2" component="h2" sx={{ px: 2.5, py: 2.5, fontSize: '1.25rem' }} noWrap title={brandName}>
          {brandName}
        </Typography>
        <SidebarNav />
      </Box>
    </Box>
  );
}

/**
 * The areas and the footer: rendered again only on navigation (or when the signed-in user
 * changes), not each time the brand summary query changes state (the list is most of the
 * sidebar's components).
 */
const SidebarNav = memo(function SidebarNav() {
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const { data: me } = useMeQuery();
  const canManageOrganization = useCan('organization.manage');
  const name = me ? `${me.firstName} ${me.lastName}`.trim() || me.email : '';

  async function onLogout() {
    try {
      await logout().unwrap();
    } catch {
      toast(AUTH_TOASTS.logoutFailed);
      return;
    }
    // Forget every cached answer of the old session (the current user included).
    dispatch(api.util.resetApiState());
    toast({ title: 'Logged out', description: 'You have been successfully logged out', variant: 'success' });
    navigate('/auth/login', { replace: true });
  }

  return (
    <>
      <Box component="nav" aria-label="Main" sx={{ flex: 1, overflowY: 'auto' }}>
        <List dense disablePadding sx={{ px: 1 }}>
          {NAV_ITEMS.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              sx={{
                borderRadius: 1,
                mb: 0.25,
                '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
              }}
            >
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        {me && (
          <Box sx={{ mb: 1.5, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap title={me.email}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {ROLE_LABELS[me.role]}
            </Typography>
          </Box>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            component={NavLink}
            to="/members"
            variant="outlined"
            sx={{ flex: 1, '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
          >
            Members
          </Button>
          <Button variant="outlined" onClick={onLogout} disabled={loggingOut} sx={{ flex: 1 }}>
            Logout
          </Button>
        </Stack>
        {canManageOrganization && (
          <Button component={NavLink} to="/settings/email-services" size="small" fullWidth sx={{ mt: 1, '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}>
            Email services
          </Button>
        )}
      </Box>
    </>
  );
});
